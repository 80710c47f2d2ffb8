import type { ServerBuild } from "react-router";
import webpush from "web-push";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { projectPath } from "#server/project-path.ts";
import { createServices } from "#server/services.ts";
import { createTestDatabase, type Engine } from "./test-database.ts";

const testVapid = webpush.generateVAPIDKeys();

/** The production build's React Router server build (made by ensure-build.ts). */
async function loadBuild(): Promise<ServerBuild> {
  const bundle = await import(projectPath("build/server/index.js"));
  return bundle.build as ServerBuild;
}

/**
 * The whole HTTP app over a fresh database, started as `npm start` starts it (server/services.ts)
 * but without the demo's live games and the feed poller unless the env asks, for in-process
 * requests with `app.request()`. Call `close()` in afterAll.
 */
export async function createTestApp(
  engine: Engine,
  options: { env?: Record<string, string>; demo?: boolean } = {},
) {
  const database = await createTestDatabase(engine);
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    ICARO_DEMO: options.demo === false ? "off" : "on",
    ICARO_SPORTS_SIMULATOR: "off",
    ICARO_FEED_POLL_MINUTES: "0",
    // A pair of the tests' own: no vapid.json written into the working directory's data/.
    ICARO_VAPID_PUBLIC_KEY: testVapid.publicKey,
    ICARO_VAPID_PRIVATE_KEY: testVapid.privateKey,
    ...options.env,
  });
  const services = await createServices(config, createLogger(config.LOG_LEVEL), {
    database: database.handle,
  });
  const app = createApp(services, { build: await loadBuild(), serveAssets: true });
  return {
    app,
    services,
    db: database.handle.db,
    config,
    close: async () => {
      await services.stop();
      await database.drop();
    },
  };
}
