import { describe, expect, it } from "vitest";
import { refreshingCache } from "./refreshing-cache.ts";

function harness() {
  let time = 0;
  let calls = 0;
  let fail = false;
  const resolvers: ((value: string) => void)[] = [];
  const cache = refreshingCache(
    1000,
    (key: string) => {
      calls += 1;
      if (fail) return Promise.reject(new Error("down"));
      return new Promise<string>((resolve) => resolvers.push((v) => resolve(`${key}${v}`)));
    },
    () => time,
  );
  return {
    cache,
    advance: (ms: number) => {
      time += ms;
    },
    resolveNext: (value: string) => resolvers.shift()?.(value),
    calls: () => calls,
    failNext: () => {
      fail = true;
    },
  };
}

describe("refreshingCache", () => {
  it("waits for the first load, shared by concurrent callers", async () => {
    const h = harness();
    const a = h.cache.get("k");
    const b = h.cache.get("k");
    h.resolveNext("1");
    expect(await a).toBe("k1");
    expect(await b).toBe("k1");
    expect(h.calls()).toBe(1);
  });

  it("serves the stale value at once while one refresh runs, then the new one", async () => {
    const h = harness();
    const first = h.cache.get("k");
    h.resolveNext("1");
    await first;
    h.advance(1500);
    expect(await h.cache.get("k")).toBe("k1");
    expect(await h.cache.get("k")).toBe("k1");
    expect(h.calls()).toBe(2);
    h.resolveNext("2");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await h.cache.get("k")).toBe("k2");
    expect(h.calls()).toBe(2);
  });

  it("keeps the old value when a refresh fails, and retries on the next read", async () => {
    const h = harness();
    const first = h.cache.get("k");
    h.resolveNext("1");
    await first;
    h.advance(1500);
    h.failNext();
    expect(await h.cache.get("k")).toBe("k1");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await h.cache.get("k")).toBe("k1");
    expect(h.calls()).toBe(3);
  });

  it("does not remember a failed first load", async () => {
    const h = harness();
    h.failNext();
    await expect(h.cache.get("k")).rejects.toThrow("down");
    await expect(h.cache.get("k")).rejects.toThrow("down");
    expect(h.calls()).toBe(2);
  });
});
