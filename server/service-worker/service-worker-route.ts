import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { Locale } from "#core/i18n/locales.ts";
import type { AppEnv } from "#server/http/app-env.ts";

/** Where `npm run dev` builds its worker (scripts/build-service-worker.ts), under the project. */
export const DEV_WORKER_DIR = ".tmp/dev-service-worker";

/** Where the worker's source asks for the site's default locale (app/service-worker/sw.ts). */
export const DEFAULT_LOCALE_PLACEHOLDER = '"__ICARO_DEFAULT_LOCALE__"';

/**
 * `/sw.js`, the service worker (built from app/service-worker/sw.ts into build/client by
 * scripts/build-service-worker.ts; decisions 0066, 0082), from the first public directory that
 * has it, with the site's default locale written in (the language of its offline page for paths
 * without a locale prefix). Never cached as a static file is: `no-cache`, so browsers check for a
 * new worker on every registration (they cap a worker's freshness at a day anyway). At the site's
 * root, its scope is the whole site without a Service-Worker-Allowed header.
 */
export function serviceWorkerRoute(publicDirs: readonly string[], options: { defaultLocale: Locale }) {
  const app = new Hono<AppEnv>();
  const locale = JSON.stringify(options.defaultLocale);
  app.get("/sw.js", (c) => {
    const file = publicDirs.map((dir) => path.join(dir, "sw.js")).find((candidate) => existsSync(candidate));
    if (!file) return c.notFound();
    // Read per request: a new build (or, in development, a rebuilt worker) replaces the file
    // under a running server, and browsers must see it.
    const source = readFileSync(file, "utf8").replaceAll(DEFAULT_LOCALE_PLACEHOLDER, locale);
    // Browsers check the worker at every navigation: an unchanged one costs them a 304.
    const etag = `"${createHash("sha1").update(source).digest("base64url")}"`;
    const headers = { "Cache-Control": "no-cache", ETag: etag };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(source, 200, { ...headers, "Content-Type": "text/javascript; charset=utf-8" });
  });
  return app;
}
