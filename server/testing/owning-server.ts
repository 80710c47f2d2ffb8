import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { demoEdition } from "#demo/seed-demo.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { writeOperatorFile } from "#server/operator/operator-file.ts";
import { seedDataDir } from "./pglite-template.ts";
import { type TestApiAppOptions, testApiApp } from "./test-api.ts";

export type OwningServer = { handle: DatabaseHandle; url: string; close: () => Promise<void> };

/** The operator key the test server accepts. */
export const OWNING_SERVER_KEY = "the-servers-own-operator-key";

/**
 * "A running server owns the data directory", as the CLI tests need it: the server's side in this
 * process — the database (a copy of the migrated template unless `handle` is given), the API with
 * its operator endpoints, `/healthz` (the command looks for a live server there first) and the
 * `operator.json` that tells `icaro` where the server is. The command must then go through the
 * server instead of opening the database itself.
 */
export async function startOwningServer(
  dataDir: string,
  options: { handle?: DatabaseHandle; api?: TestApiAppOptions } = {},
): Promise<OwningServer> {
  let handle = options.handle;
  if (!handle) {
    await seedDataDir(dataDir);
    handle = await openDatabase({ dataDir });
    await handle.migrate();
  }
  const api = testApiApp(handle.db, {
    operator: {
      keys: () => [OWNING_SERVER_KEY],
      migrate: handle.migrate,
      engine: handle.engine,
      generateDemo: demoEdition.generate,
    },
    ...options.api,
  });
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.route("/", api);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  writeOperatorFile(dataDir, { url, key: OWNING_SERVER_KEY, pid: process.pid });
  const owned = handle;
  return {
    handle: owned,
    url,
    close: async () => {
      // A stream reader (server-sent events) would hold the server open.
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await owned.close();
    },
  };
}
