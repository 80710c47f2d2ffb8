import type { ServerBuild } from "react-router";
import { seedDemo } from "#demo/seed-demo.ts";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { projectPath } from "#server/project-path.ts";
import { ensureDefaultSite } from "#server/site/site-config.ts";
import { createTestDatabase, type Engine } from "./test-database.ts";

/** The production build's React Router server build (made by ensure-build.ts). */
async function loadBuild(): Promise<ServerBuild> {
  const bundle = await import(projectPath("build/server/index.js"));
  return bundle.build as ServerBuild;
}

/**
 * The whole HTTP app over a fresh database, as `npm start` wires it, for in-process requests
 * with `app.request()`. Call `close()` in afterAll.
 */
export async function createTestApp(
  engine: Engine,
  options: { env?: Record<string, string>; demo?: boolean } = {},
) {
  const database = await createTestDatabase(engine);
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", ...options.env });
  const log = createLogger(config.LOG_LEVEL);
  await ensureDefaultSite(database.handle.db);
  if (options.demo !== false) await seedDemo(database.handle.db, log);
  const app = createApp({
    config,
    database: database.handle,
    log,
    build: await loadBuild(),
    serveAssets: true,
  });
  return { app, db: database.handle.db, config, close: () => database.drop() };
}
