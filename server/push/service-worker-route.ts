import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";

/**
 * `/sw.js`, the service worker (public/sw.js, copied into the build), from the first public
 * directory that has it. Never cached as a static file is: `no-cache`, so browsers check for a new
 * worker on every registration (they cap a worker's freshness at a day anyway). At the site's root,
 * its scope is the whole site without a Service-Worker-Allowed header.
 */
export function serviceWorkerRoute(publicDirs: readonly string[]) {
  const app = new Hono<AppEnv>();
  const file = publicDirs.map((dir) => path.join(dir, "sw.js")).find((candidate) => existsSync(candidate));
  app.get("/sw.js", (c) => {
    if (!file) return c.notFound();
    // Read per request: in development the file changes under a running server.
    return c.body(readFileSync(file, "utf8"), 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  });
  return app;
}
