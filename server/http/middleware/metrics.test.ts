import { describe, expect, it } from "vitest";
import { createMetrics, routeKind } from "./metrics.ts";

describe("routeKind", () => {
  it.each([
    ["/api/v3/site/config", "api"],
    ["/assets/root-abc.js", "asset"],
    ["/healthz", "ops"],
    ["/metrics", "ops"],
    ["/tagger/analytics", "beacon"],
    ["/trk", "beacon"],
    ["/es/anything", "page"],
  ])("%s is %s", (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});

describe("createMetrics", () => {
  it("keeps each app's counters apart", async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.requests.inc({ method: "GET", kind: "api", status: "200" });
    expect(await one.registry.metrics()).toMatch(
      /icaro_http_requests_total\{method="GET",kind="api",status="200"\} 1/,
    );
    expect(await two.registry.metrics()).not.toMatch(/icaro_http_requests_total\{/);
  });
});
