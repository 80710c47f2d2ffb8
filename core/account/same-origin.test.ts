import { describe, expect, it } from "vitest";
import { isSameOriginPost } from "./same-origin.ts";

const SITE = "https://icaro.example";

describe("isSameOriginPost", () => {
  it.each([
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "same-origin", origin: SITE }, true],
    [{ "sec-fetch-site": "cross-site", origin: SITE }, false],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: SITE }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{}, false],
  ])("%o → %s", (headers, expected) => {
    expect(isSameOriginPost(new Headers(headers), SITE)).toBe(expected);
  });
});
