import { describe, expect, it } from "vitest";
import {
  browserFamily,
  clickEvent,
  clickQuery,
  pageViewEvent,
  pageViewQuery,
  pathParts,
  plainPath,
  referrerHost,
} from "./analytics-input.ts";

describe("page view parameters", () => {
  it("reads flags, the site id and keeps only what the report needs", () => {
    const query = pageViewQuery.parse({
      page: "Search goals",
      full_path: "/pt/search/goals?q=secret#top",
      is_mobile: "1",
      logged_in: "true",
      no_data: "0",
      site_id: "763",
      referrer: "HTTPS://News.Example.org:8443/a?b=c",
      browser: "Chrome 120.0",
    });
    expect(query).toMatchObject({ is_mobile: true, logged_in: true, no_data: false, site_id: 763 });
    expect(pageViewEvent(query, "Mozilla/5.0 (Linux; Android 14; Pixel) Mobile")).toMatchObject({
      kind: "page_view",
      page: "Search goals",
      path: "/search/goals",
      section: "search",
      story: null,
      device: "mobile",
      browser: "chrome",
      referrerHost: "news.example.org",
      dataLess: false,
      loggedIn: true,
    });
  });

  it("labels a view by its page, else its route id, else its path", () => {
    const event = (input: Record<string, string>) => pageViewEvent(pageViewQuery.parse(input));
    expect(event({ page: "  ", page_name: "tv", full_path: "/tv" }).page).toBe("tv");
    expect(event({ full_path: "/sports/scores" }).page).toBe("/sports/scores");
  });

  it.each([
    [{}, "page or full_path is required"],
    [{ page: "a\u0000" }, "control characters"],
    [{ page: "a\u009b" }, "control characters"],
    [{ full_path: "relative" }, "must be a path"],
    [{ page: "a", logged_in: "True" }, "logged_in"],
    [{ page: "a", referrer: "x".repeat(2049) }, "referrer"],
  ])("refuses %j", (input, message) => {
    const result = pageViewQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });
});

describe("paths, stories and sections", () => {
  it.each([
    ["/p/news_stories/web/12", "stories", "news_stories/12"],
    ["/noproxy/videos/34/a-slug", "stories", "videos/34"],
    ["/p/news_stories/Sports/icaro/a-slug/56", "sports", "news_stories/56"],
    ["/p/news_stories/web/not-a-number", "stories", null],
    ["/p/news_stories/web/12345678901", "stories", null],
    ["/", "home", null],
    ["/sports/scores", "sports", null],
    ["/%E2%9C%93/x", "other", null],
    ["/%zz", "other", null],
  ])("%s is section %s, story %s", (path, section, story) => {
    expect(pathParts(path)).toEqual({ section, story });
  });

  it("drops the query, the fragment and a locale prefix", () => {
    expect(plainPath("/es/tv?x=1#y")).toBe("/tv");
    expect(plainPath("/pt")).toBe("/");
    expect(plainPath("/espn/x")).toBe("/espn/x");
    expect(plainPath("?only=query")).toBe("/");
  });
});

describe("referrers and browsers", () => {
  it.each([
    ["https://www.Google.com/search?q=me", "www.google.com"],
    ["http://[::1]:3000/", "[::1]"],
    ["android-app://com.google.android.gm/", null],
    ["javascript:alert(1)", null],
    ["not a url", null],
    ["", null],
  ])("%s has host %s", (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });

  it.each([
    ["Chrome 120", "chrome"],
    ["Mobile Safari", "mobile_safari"],
    ["12ab", null],
    [undefined, null],
  ])("%s is the browser family %s", (browser, family) => {
    expect(browserFamily(browser)).toBe(family);
  });
});

describe("campaign clicks", () => {
  it("keeps the campaign, its item, the action and the OS, not the ids", () => {
    const event = clickEvent(
      clickQuery.parse({ id: "c1", sid: "s1", cx: "Eduka7", cxid: "b2", os: " iOS " }),
    );
    expect(event).toMatchObject({
      kind: "click",
      campaign: "Eduka7",
      campaignItem: "b2",
      action: "click",
      os: "ios",
    });
    expect(JSON.stringify(event)).not.toMatch(/c1|s1/);
  });

  it("needs cx or id, and refuses markup", () => {
    expect(clickQuery.safeParse({}).success).toBe(false);
    expect(clickQuery.safeParse({ cx: "<b>" }).success).toBe(false);
    expect(clickQuery.parse({ id: "only-id" })).toEqual({ id: "only-id" });
  });
});
