import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo.ts";

describe("boundedMemo", () => {
  it("computes each input once while it is remembered", () => {
    const calls: string[] = [];
    const upper = boundedMemo(10, (key: string) => {
      calls.push(key);
      return key.toUpperCase();
    });
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
  });

  it("forgets the oldest input beyond its size", () => {
    const calls: string[] = [];
    const same = boundedMemo(2, (key: string) => {
      calls.push(key);
      return key;
    });
    for (const key of ["a", "b", "c", "a"]) same(key);
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("keys several arguments together, or by the given key", () => {
    let calls = 0;
    const sum = boundedMemo(10, (a: number, b: number) => {
      calls++;
      return a + b;
    });
    expect([sum(1, 2), sum(1, 2), sum(2, 1)]).toEqual([3, 3, 3]);
    expect(calls).toBe(2);
    const first = boundedMemo(
      10,
      (list: string[]) => list[0],
      (list) => list[0] ?? "",
    );
    expect([first(["a", "b"]), first(["a", "c"])]).toEqual(["a", "a"]);
  });

  it("remembers undefined results too", () => {
    let calls = 0;
    const nothing = boundedMemo(2, (_key: string) => {
      calls++;
      return undefined;
    });
    nothing("x");
    nothing("x");
    expect(calls).toBe(1);
  });
});
