import type { MiddlewareHandler } from "hono";
import { isLegacyBrowser } from "#core/pwa/legacy-browser.ts";
import type { AppEnv } from "../app-env.ts";
import { type LocalePrefix, localeOfPath } from "./locale-of-path.ts";

/**
 * Page requests from browsers that cannot run the app go to /notsupported in their language,
 * decided on the server because those browsers would never run the client-side check.
 */
export function legacyBrowsers(prefixes: LocalePrefix[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" || c.req.path.startsWith("/api/")) return next();
    if (!isLegacyBrowser(c.req.header("user-agent"))) return next();
    const { basename } = localeOfPath(prefixes, c.req.path);
    const prefix = basename === "/" ? "" : basename;
    if (c.req.path === `${prefix}/notsupported`) return next();
    return c.redirect(`${prefix}/notsupported`, 302);
  };
}
