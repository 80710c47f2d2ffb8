import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { projectPath } from "#server/project-path.ts";
import { createApiApp } from "./http/api-app.ts";
import type { AppEnv } from "./http/app-env.ts";
import { cacheControl } from "./http/cache-control.ts";
import { createMetrics } from "./http/metrics.ts";
import { observe } from "./http/observability.ts";
import { psidCookie } from "./http/psid.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mountWebHandlers } from "./http/web-handlers.ts";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  build: ServerBuild;
  /** Serve build/client from disk (production); in dev Vite serves the assets. */
  serveAssets: boolean;
};

/** The whole HTTP surface: ops endpoints, the API, static assets and the localized web app. */
export function createApp({ config, database, log, build, serveAssets }: AppDeps) {
  const app = new Hono<AppEnv>();
  const metrics = createMetrics();
  const https = config.PUBLIC_URL?.startsWith("https:") ?? false;

  app.use("*", observe(log, metrics));
  app.use("*", securityHeaders({ upgradeInsecure: https }));
  app.use("*", compress());

  app.get("/healthz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.engine });
    } catch (error) {
      c.var.log.error({ err: error }, "health check failed");
      return c.json({ status: "error", database: database.engine }, 503);
    }
  });
  app.get("/metrics", async (c) =>
    c.text(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType }),
  );

  if (serveAssets) {
    const root = path.relative(process.cwd(), projectPath("build/client"));
    // Hashed file names never change content: cache them for a year. Other public files
    // (favicon, logos) may change on a deploy: an hour.
    app.use("/assets/*", cacheControl("public, max-age=31536000, immutable"), serveStatic({ root }));
    app.use("*", cacheControl("public, max-age=3600"), serveStatic({ root }));
  }

  app.use("*", psidCookie({ secure: https }));
  const api = createApiApp({ db: database.db, apiPrefix: config.ICARO_API_PREFIX, log });
  const forward = (c: Context<AppEnv>) => api.fetch(c.req.raw, { log: c.var.log });
  app.all("/api", forward);
  app.all("/api/*", forward);
  mountWebHandlers(app, { build, config, mode: config.NODE_ENV, api });
  return app;
}
