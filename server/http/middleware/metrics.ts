import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Prometheus metrics for one server; a registry per app so tests do not share counters. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "icaro_http_requests_total",
    help: "HTTP requests by method, kind of route and status",
    labelNames: ["method", "kind", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "icaro_http_request_duration_seconds",
    help: "Time from receiving a request to its response headers, by kind of route",
    labelNames: ["method", "kind"] as const,
    // 0.02: the beacons' latency target (docs/decisions/0078-first-party-analytics.md), read from these buckets by bench/analytics.ts.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageViews = new Counter({
    name: "icaro_page_views_total",
    help: "Server-rendered page views by route id (the route tracker middleware)",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "icaro_page_cache_lookups_total",
    help: "Anonymous page cache lookups by result: hit, stale (served while refreshing), miss, bypass (signed in)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const rendersWaiting = new Gauge({
    name: "icaro_page_renders_waiting",
    help: "Page renders waiting for a slot of the render queue (ICARO_RENDER_CONCURRENCY)",
    registers: [registry],
  });
  return { registry, requests, duration, pageViews, pageCache, rendersWaiting };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A small, fixed set of labels: a raw path would give one time series per URL. */
export function routeKind(path: string): string {
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/")) return "asset";
  if (path === "/healthz" || path === "/metrics") return "ops";
  // The analytics beacons: thousands a second, with a latency target of their own.
  if (path.startsWith("/tagger/") || path === "/trk") return "beacon";
  return "page";
}
