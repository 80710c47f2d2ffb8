import { describe, expect, it } from "vitest";
import { lastFive, signedDifference } from "./standings-view.ts";

describe("standings view", () => {
  it("keeps the last five known results, oldest first", () => {
    expect(lastFive(["W", "L", "D", "W", "W", "L"])).toEqual(["L", "D", "W", "W", "L"]);
    expect(lastFive(["W", "x", "D"])).toEqual(["W", "D"]);
    expect(lastFive(undefined)).toEqual([]);
  });

  it("signs goal differences", () => {
    expect(signedDifference(3)).toBe("+3");
    expect(signedDifference(0)).toBe("0");
    expect(signedDifference(-2)).toBe("\u22122");
  });
});
