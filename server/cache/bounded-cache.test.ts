import { describe, expect, it } from "vitest";
import { boundedCache } from "#server/cache/bounded-cache.ts";

describe("boundedCache", () => {
  it("reuses a value until it expires, then loads again", async () => {
    let clock = 0;
    let loads = 0;
    const cache = boundedCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 99;
    expect(await cache.get("a", load)).toBe(1);
    clock = 100;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = boundedCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get("a", async () => {
      reloaded = true;
      return "a";
    });
    expect(reloaded).toBe(true);
  });

  it("forgets a failed load", async () => {
    const cache = boundedCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "up")).toBe("up");
  });
});
