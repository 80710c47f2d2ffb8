import { describe, expect, it } from "vitest";
import { createPrng, hashString } from "./prng.ts";

describe("createPrng", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const c = createPrng(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it("stays in range and reaches both ends of int()", () => {
    const rng = createPrng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const f = rng.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      seen.add(rng.int(3, 7));
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("samples distinct items and refuses to pick from nothing", () => {
    const rng = createPrng(7);
    const items = ["a", "b", "c", "d", "e", "f"];
    for (let i = 0; i < 50; i++) {
      const sample = rng.sample(items, 4);
      expect(new Set(sample).size).toBe(4);
      for (const item of sample) expect(items).toContain(item);
    }
    expect(rng.sample(items, 10)).toHaveLength(6);
    expect(() => rng.pick([])).toThrow();
  });
});

describe("hashString", () => {
  it("is stable and spreads close keys apart", () => {
    expect(hashString("news-1")).toBe(hashString("news-1"));
    expect(hashString("news-1")).not.toBe(hashString("news-2"));
    expect(hashString("")).toBe(0x811c9dc5);
  });
});
