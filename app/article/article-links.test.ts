import { describe, expect, it } from "vitest";
import { originalUrl } from "./article-links.ts";

describe("a story's original", () => {
  it.each([
    [
      "https://www.guardian.co.uk/world/2026/dec/01/story",
      "https://www.guardian.co.uk/world/2026/dec/01/story",
    ],
    [[{ url: "http://example.com/a" }], "http://example.com/a"],
    // Hosts that cannot exist: the demo's publishers, tests' hosts.
    ["https://www.dailymeridian.example/news/1", null],
    ["https://feeds.test/a", null],
    ["https://a.invalid/", null],
    ["javascript:alert(1)", null],
    ["not a url", null],
    ["", null],
  ])("%j → %s", (link, expected) => {
    expect(originalUrl(link as never)).toBe(expected);
  });
});
