import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../app-env.ts";
import { type Metrics, routeKind } from "./metrics.ts";

/** A trusted proxy's X-Request-Id when well-formed, otherwise a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

type Finished = { method: string; path: string; status: number; started: number };

/** Counts a finished request, times it and writes its one log line. */
export function recordRequest(log: Logger, metrics: Metrics, { method, path, status, started }: Finished) {
  const seconds = (performance.now() - started) / 1000;
  const kind = routeKind(path);
  metrics.requests.inc({ method, kind, status: String(status) });
  metrics.duration.observe({ method, kind }, seconds);
  log.info({ method, path, status, ms: Math.round(seconds * 10000) / 10 }, "request");
}

/**
 * Gives each request an id, a child logger, one log line when it ends, and its count and latency in
 * the metrics.
 */
export function observe(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    const child = log.child({ reqId: requestId });
    c.set("log", child);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    recordRequest(child, metrics, { method: c.req.method, path: c.req.path, status: c.res.status, started });
  };
}
