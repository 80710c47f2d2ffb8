import { describe, expect, it } from "vitest";
import { nextTvState, tvDepthOf } from "./tv-navigation.ts";

describe("TV navigation state", () => {
  it("counts the videos of a chain, starting from a page with no state", () => {
    expect(tvDepthOf(null)).toBe(0);
    expect(nextTvState(null)).toEqual({ tvAutoplay: true, tvDepth: 1 });
    expect(nextTvState({ tvAutoplay: true, tvDepth: 3 })).toEqual({ tvAutoplay: true, tvDepth: 4 });
  });

  it("ignores a depth that is not a positive integer (another page's or a forged state)", () => {
    expect(tvDepthOf({ tvDepth: -2 })).toBe(0);
    expect(tvDepthOf({ tvDepth: 1.5 })).toBe(0);
    expect(tvDepthOf({ tvDepth: "3" as unknown as number })).toBe(0);
  });
});
