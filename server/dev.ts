// `npm run dev`: Vite in middleware mode for the browser code (with hot reload), and our own
// Hono app loaded through Vite so that server and API edits reload too. `react-router dev`
// would ignore our server entry, hence this small server.
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { seedDemo } from "#demo/seed-demo.ts";
import type { IcaroApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { createLogger } from "./logger.ts";
import { newOperatorKey, removeOperatorFile, writeOperatorFile } from "./operator/operator-file.ts";
import { ensureDefaultSite } from "./site/site-config.ts";

const config = loadConfig({ NODE_ENV: "development", ...process.env });
const log = createLogger(config.LOG_LEVEL);

// PGlite allows one connection per process: keep it across reloads.
const globalHandle = globalThis as { icaroDatabase?: DatabaseHandle };
globalHandle.icaroDatabase ??= await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.ICARO_DATA_DIR,
});
const database = globalHandle.icaroDatabase;
await database.migrate();
await ensureDefaultSite(database.db);
if (config.ICARO_DEMO === "on") await seedDemo(database.db, log);

// The icaro command must not open the database this process holds: it hands its work over instead.
const operatorKey = newOperatorKey();
const operatorKeys = [operatorKey, ...(config.ICARO_OPERATOR_KEY ? [config.ICARO_OPERATOR_KEY] : [])];

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

// One app per version of the modules: Vite returns the same module objects until a file changes.
const apps = new WeakMap<object, IcaroApp["requestListener"]>();
async function currentListener() {
  const appModule = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("./app.ts");
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  let listener = apps.get(build);
  if (!listener) {
    const app = appModule.createApp({
      config,
      database,
      log,
      build,
      serveAssets: false,
      operatorKeys: () => operatorKeys,
    });
    listener = app.requestListener;
    apps.set(build, listener);
  }
  return listener;
}

const httpServer = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      await (await currentListener())(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      log.error({ err: error }, "dev server error");
      res.statusCode = 500;
      res.end(String(error));
    }
  });
});
httpServer.listen(config.PORT, config.HOST, () => {
  log.info(`Icaro dev server on http://localhost:${config.PORT}`);
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  writeOperatorFile(config.ICARO_DATA_DIR, { url, key: operatorKey, pid: process.pid });
});
process.once("exit", () => removeOperatorFile(config.ICARO_DATA_DIR));
