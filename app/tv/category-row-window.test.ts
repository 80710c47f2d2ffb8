import { describe, expect, it } from "vitest";
import { categoryRowStart } from "./category-row-window.ts";

describe("categoryRowStart", () => {
  it("starts after the videos the featured row shows", () => {
    expect(categoryRowStart([1, 2, 3, 4, 5, 6, 7], new Set([1, 3]), 4)).toBe(3);
  });
  it("starts at the top when nothing repeats", () => {
    expect(categoryRowStart([1, 2, 3, 4, 5], new Set([9]), 4)).toBe(0);
  });
  it("takes the run with the fewest repeats when every run has one", () => {
    expect(categoryRowStart([1, 2, 3, 4, 5], new Set([1, 2, 5]), 3)).toBe(1);
  });
  it("a page shorter than a row starts at the top", () => {
    expect(categoryRowStart([1, 2], new Set([1]), 4)).toBe(0);
  });
});
