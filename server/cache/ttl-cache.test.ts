import { describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl-cache.ts";

describe("ttlCache", () => {
  it("loads once per key until the entry expires", async () => {
    let time = 0;
    const load = vi.fn(async (key: string) => `${key}@${time}`);
    const cache = ttlCache(1000, load, () => time);
    expect(await cache.get("a")).toBe("a@0");
    time = 999;
    expect(await cache.get("a")).toBe("a@0");
    expect(await cache.get("b")).toBe("b@999");
    time = 1000;
    expect(await cache.get("a")).toBe("a@1000");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("shares one load between concurrent callers", async () => {
    const load = vi.fn(async () => 42);
    const cache = ttlCache(1000, load);
    const results = await Promise.all([cache.get(1), cache.get(1), cache.get(1)]);
    expect(results).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not remember a failure", async () => {
    let fail = true;
    const cache = ttlCache(1000, async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    await expect(cache.get("k")).rejects.toThrow("down");
    fail = false;
    expect(await cache.get("k")).toBe("up");
  });

  it("forgets on invalidate", async () => {
    let n = 0;
    const cache = ttlCache(60_000, async () => ++n);
    expect(await cache.get("k")).toBe(1);
    cache.invalidate("k");
    expect(await cache.get("k")).toBe(2);
    cache.invalidate();
    expect(await cache.get("k")).toBe(3);
  });
});
