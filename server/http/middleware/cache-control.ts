import type { MiddlewareHandler } from "hono";

/**
 * Sets Cache-Control on successful responses of the next handler. Set after it runs, since
 * static file responses are built before any `onFound` hook could add headers.
 */
export function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) {
      c.res.headers.set("Cache-Control", value);
    }
  };
}
