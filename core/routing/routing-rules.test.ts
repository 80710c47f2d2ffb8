import { describe, expect, it } from "vitest";
import { isLegacyBrowser } from "../pwa/legacy-browser.ts";
import { MAX_PATH_LENGTH, pathProblem } from "./routing-rules.ts";

describe("pathProblem", () => {
  it.each([
    ["/es/feed/recent", null],
    ["/search/relevance/caf%C3%A9", null],
    ["/%E0%A4%A", "bad-encoding"],
    ["/%", "bad-encoding"],
    ["/a/../b", "dot-segment"],
    ["/a/%2e%2e/b", "dot-segment"],
    ["/a/./b", "dot-segment"],
    [`/${"a".repeat(MAX_PATH_LENGTH)}`, "too-long"],
  ])("%s → %s", (path, expected) => {
    expect(pathProblem(path)).toBe(expected);
  });
});

describe("isLegacyBrowser", () => {
  it.each([
    ["Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)", true],
    ["Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko", true],
    [
      "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763",
      true,
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0",
      false,
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
      false,
    ],
    [undefined, false],
  ])("%s → %s", (userAgent, expected) => {
    expect(isLegacyBrowser(userAgent)).toBe(expected);
  });
});
