import { describe, expect, it } from "vitest";
import { nextTvState, tvDepthOf, tvFromApp } from "./tv-navigation.ts";

describe("TV navigation state", () => {
  it("counts the videos of a chain, starting from a page with no state", () => {
    expect(tvDepthOf(null)).toBe(0);
    expect(nextTvState(null, 0)).toEqual({ tvAutoplay: true, tvDepth: 1, tvFromApp: false });
    expect(nextTvState({ tvAutoplay: true, tvDepth: 3, tvFromApp: true }, 5)).toEqual({
      tvAutoplay: true,
      tvDepth: 4,
      tvFromApp: true,
    });
  });

  it("remembers whether the first video was opened by the site's links or loaded by the browser", () => {
    expect(tvFromApp(null, 0)).toBe(false);
    expect(tvFromApp(null, 3)).toBe(true);
    // Later in the chain the index grows anyway: the first video's origin is what counts.
    expect(tvFromApp(nextTvState(null, 0), 1)).toBe(false);
    expect(tvFromApp(nextTvState(null, 3), 4)).toBe(true);
  });

  it("ignores a depth that is not a positive integer (another page's or a forged state)", () => {
    expect(tvDepthOf({ tvDepth: -2 })).toBe(0);
    expect(tvDepthOf({ tvDepth: 1.5 })).toBe(0);
    expect(tvDepthOf({ tvDepth: "3" as unknown as number })).toBe(0);
  });
});
