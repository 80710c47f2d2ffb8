import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isLoopbackAddress, type MetricsAccess, metricsAccess } from "./metrics-access.ts";

const KEY = "an-operator-key-of-some-length";

function appWith(mode: MetricsAccess) {
  const app = new Hono();
  app.get(
    "/metrics",
    metricsAccess(mode, () => [KEY]),
    (c) => c.text("counts"),
  );
  return (address: string, headers: Record<string, string> = {}) =>
    app.request("/metrics", { headers }, { incoming: { socket: { remoteAddress: address } } });
}

const withKey = { authorization: `Bearer ${KEY}` };

describe("who may read /metrics", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["10.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["128.0.0.1", false],
    ["2001:db8::1", false],
    ["1127.0.0.1", false],
  ])("%s is loopback: %s", (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it("loopback: this machine, or anyone with the key", async () => {
    const request = appWith("loopback");
    expect((await request("127.0.0.1")).status).toBe(200);
    expect((await request("203.0.113.9")).status).toBe(401);
    expect((await request("203.0.113.9", withKey)).status).toBe(200);
    expect((await request("127.0.0.1", { forwarded: "for=203.0.113.9" })).status).toBe(401);
    expect((await request("127.0.0.1", { "x-real-ip": "203.0.113.9" })).status).toBe(401);
  });

  it("key: only with the key, from this machine too", async () => {
    const request = appWith("key");
    expect((await request("127.0.0.1")).status).toBe(401);
    expect((await request("127.0.0.1", { authorization: "Bearer nope" })).status).toBe(401);
    expect((await request("127.0.0.1", withKey)).status).toBe(200);
    expect((await request("203.0.113.9", withKey)).status).toBe(200);
  });

  it("open: anyone", async () => {
    expect((await appWith("open")("203.0.113.9")).status).toBe(200);
  });
});
