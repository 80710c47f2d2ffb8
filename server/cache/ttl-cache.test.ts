import { describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl-cache.ts";

describe("ttlCache", () => {
  it("keeps a value for ttlMs by the injected clock, then forgets it", () => {
    let time = 0;
    const cache = ttlCache<string, number>({ ttlMs: 100, now: () => time });
    cache.set("a", 1);
    time = 99;
    expect(cache.get("a")).toBe(1);
    time = 100;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("restarts the lifetime when a value is set again", () => {
    let time = 0;
    const cache = ttlCache<string, number>({ ttlMs: 100, now: () => time });
    cache.set("a", 1);
    time = 60;
    cache.set("a", 2);
    time = 150;
    expect(cache.get("a")).toBe(2);
  });

  it("loads once per key until the entry expires, timed from the start of the load", async () => {
    let time = 0;
    const load = vi.fn(async (key: string) => `${key}@${time}`);
    const cache = ttlCache<string, string>({ ttlMs: 1000, now: () => time });
    expect(await cache.getOrLoad("a", load)).toBe("a@0");
    time = 999;
    expect(await cache.getOrLoad("a", load)).toBe("a@0");
    expect(await cache.getOrLoad("b", load)).toBe("b@999");
    time = 1000;
    expect(await cache.getOrLoad("a", load)).toBe("a@1000");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("shares one load between concurrent callers", async () => {
    const load = vi.fn(async () => 42);
    const cache = ttlCache<number, number>({ ttlMs: 1000 });
    const results = await Promise.all([
      cache.getOrLoad(1, load),
      cache.getOrLoad(1, load),
      cache.getOrLoad(1, load),
    ]);
    expect(results).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not remember a failed load", async () => {
    const cache = ttlCache<string, string>({ ttlMs: 1000 });
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.getOrLoad("k", async () => "up")).toBe("up");
  });

  it("keeps out the answer of a load that began before a delete or clear", async () => {
    let finish: (value: number) => void = () => {};
    const cache = ttlCache<string, number>({ ttlMs: 60_000 });
    const early = cache.getOrLoad("k", () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(1);
    expect(await early).toBe(1);
    expect(cache.get("k")).toBeUndefined();
    expect(await cache.getOrLoad("k", async () => 2)).toBe(2);
    cache.delete("k");
    expect(await cache.getOrLoad("k", async () => 3)).toBe(3);
  });

  it("keeps at most maxEntries, dropping the oldest stored", async () => {
    const cache = ttlCache<string, string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", "b2");
    cache.set("d", "d");
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("b")).toBe("b2");
  });

  it("forgets the values deleteWhere picks", () => {
    const cache = ttlCache<string, { season: number }>({ ttlMs: 1000 });
    cache.set("x", { season: 1 });
    cache.set("y", { season: 2 });
    cache.deleteWhere((value) => value.season === 1);
    expect(cache.get("x")).toBeUndefined();
    expect(cache.get("y")).toEqual({ season: 2 });
  });
});
