import { describe, expect, it } from "vitest";
import { type CachedResponse, createResponseCache } from "#server/cache/response-cache.ts";

const page = (body: string): CachedResponse => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  parts: [Buffer.from(body)],
  bytes: body.length,
});

function setup(overrides: Partial<Parameters<typeof createResponseCache>[0]> = {}) {
  const clock = { now: 0, version: 0 };
  const cache = createResponseCache({
    ttlMs: 100,
    staleMs: 500,
    maxEntries: 3,
    maxBytes: 1000,
    now: () => clock.now,
    version: () => clock.version,
    ...overrides,
  });
  return { cache, clock };
}

describe("response cache", () => {
  it("keeps entries per key", () => {
    const { cache } = setup();
    cache.set("GET en /", page("home"));
    cache.set("GET es /es", page("inicio"));
    expect(cache.get("GET en /")?.response.parts).toEqual([Buffer.from("home")]);
    expect(cache.get("GET es /es")?.response.parts).toEqual([Buffer.from("inicio")]);
    expect(cache.get("GET en /?page=2")).toBeUndefined();
  });

  it("is fresh for ttl, stale for the stale window, then gone", () => {
    const { cache, clock } = setup();
    cache.set("a", page("x"));
    clock.now = 99;
    expect(cache.get("a")?.state).toBe("hit");
    clock.now = 100;
    expect(cache.get("a")?.state).toBe("stale");
    clock.now = 599;
    expect(cache.get("a")?.state).toBe("stale");
    clock.now = 600;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("lets one caller refresh a stale entry until it is replaced or released", () => {
    const { cache, clock } = setup();
    cache.set("a", page("old"));
    clock.now = 150;
    expect(cache.claimRefresh("a")).toBe(true);
    expect(cache.claimRefresh("a")).toBe(false);
    cache.releaseRefresh("a");
    expect(cache.claimRefresh("a")).toBe(true);
    cache.set("a", page("new"));
    expect(cache.get("a")).toMatchObject({ state: "hit", response: { parts: [Buffer.from("new")] } });
    expect(cache.claimRefresh("a")).toBe(true);
    expect(cache.claimRefresh("missing")).toBe(false);
  });

  it("drops the least recently used entry beyond maxEntries", () => {
    const { cache } = setup();
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.set("c", page("c"));
    cache.get("a");
    cache.set("d", page("d"));
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
  });

  it("keeps the total bytes under maxBytes and refuses a page larger than all of it", () => {
    const { cache } = setup({ maxEntries: 100, maxBytes: 10 });
    cache.set("a", page("aaaa"));
    cache.set("b", page("bbbb"));
    cache.set("c", page("cccc"));
    expect(cache.bytes).toBe(8);
    expect(cache.get("a")).toBeUndefined();
    cache.set("huge", page("x".repeat(11)));
    expect(cache.get("huge")).toBeUndefined();
    cache.set("b", page("bb"));
    expect(cache.bytes).toBe(6);
  });

  it("forgets pages of an older content version and refuses one rendered before a change", () => {
    const { cache, clock } = setup();
    cache.set("a", page("v0"));
    clock.version = 1;
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", page("rendered during the change"), 0);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", page("v1"), 1);
    expect(cache.get("a")?.response.parts).toEqual([Buffer.from("v1")]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
