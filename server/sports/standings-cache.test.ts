import { beforeEach, describe, expect, it } from "vitest";
import { cachedStandings, invalidateStandings } from "./standings-cache.ts";

describe("standings cache", () => {
  beforeEach(() => invalidateStandings());

  it("computes once, then serves the kept table until its season is invalidated", async () => {
    let computed = 0;
    const compute = async () => ({ value: { n: ++computed }, seasonId: 7 });
    expect(await cachedStandings("a", compute)).toEqual({ n: 1 });
    expect(await cachedStandings("a", compute)).toEqual({ n: 1 });
    invalidateStandings(8);
    expect(await cachedStandings("a", compute)).toEqual({ n: 1 });
    invalidateStandings(7);
    expect(await cachedStandings("a", compute)).toEqual({ n: 2 });
  });

  it("does not keep a table computed while an invalidation happened", async () => {
    let computed = 0;
    const slow = async () => {
      computed++;
      invalidateStandings(1); // a result changed while this table was being computed
      return { value: computed, seasonId: 1 };
    };
    await cachedStandings("b", slow);
    await cachedStandings("b", slow);
    expect(computed).toBe(2);
  });

  it("does not keep nothing-found answers, and drops everything on a full invalidation", async () => {
    let misses = 0;
    const missing = async () => {
      misses++;
      return { value: null, seasonId: null };
    };
    await cachedStandings("c", missing);
    await cachedStandings("c", missing);
    expect(misses).toBe(2);
    let lists = 0;
    const list = async () => ({ value: ++lists, seasonId: null });
    await cachedStandings("leagues", list);
    invalidateStandings(3);
    expect(await cachedStandings("leagues", list)).toBe(1);
    invalidateStandings();
    expect(await cachedStandings("leagues", list)).toBe(2);
  });
});
