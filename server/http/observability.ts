import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.ts";
import { type Metrics, routeKind } from "./metrics.ts";

/**
 * Gives each request an id (kept from a trusted proxy's X-Request-Id when well-formed),
 * a child logger, one log line when it ends, and its count and latency in the metrics.
 */
export function observe(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("log", log.child({ reqId: requestId }));
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1000;
    const kind = routeKind(c.req.path);
    metrics.requests.inc({ method: c.req.method, kind, status: String(c.res.status) });
    metrics.duration.observe({ method: c.req.method, kind }, seconds);
    c.var.log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(seconds * 10000) / 10 },
      "request",
    );
  };
}
