import { describe, expect, it } from "vitest";
import { isSafeRedirect, safeRedirect } from "./safe-redirect.ts";

describe("isSafeRedirect (docs/behaviour/accounts.md#safe-redirect)", () => {
  it.each([
    ["/", true],
    ["/feed/home/id=-1", false], // "=" is not in the allowed path characters
    ["/accounts/user/signedin/saved", true],
    ["/sports/leagues/42?tab=standings", true],
    ["/readlater#top", true],
    ["/es/discover?q=f%C3%BAtbol&page=2#results", true],
    ["/a@b-c_d~e%20f/", true],
    ["//evil.example/path", false],
    ["/\\evil.example", false],
    ["https://evil.example/", false],
    ["javascript:alert(1)", false],
    ["relative/path", false],
    ["", false],
    ["/path with space", false],
    ["/path?q=a b", false],
    ["/path.html", false],
    ["/ünïcode", false],
    ["/<script>", false],
    [`/${"a".repeat(2048)}`, false],
    [null, false],
    [undefined, false],
  ])("%s → %s", (value, expected) => {
    expect(isSafeRedirect(value)).toBe(expected);
  });

  it("falls back to the home page, or to the given fallback, when unsafe", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect(null, "/accounts/user/signedin/saved")).toBe("/accounts/user/signedin/saved");
    expect(safeRedirect("/readlater")).toBe("/readlater");
  });
});
