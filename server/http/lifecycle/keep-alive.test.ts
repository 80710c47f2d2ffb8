import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { KEEP_ALIVE_MS, keepConnectionsLongerThanProxies } from "./keep-alive.ts";

describe("keep-alive", () => {
  it("keeps idle connections open longer than a proxy's 60 s, with headers allowed as long", () => {
    const server = keepConnectionsLongerThanProxies(createServer());
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
