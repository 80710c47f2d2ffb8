import { describe, expect, it } from "vitest";
import { type PageViewInput, pageViewLabel } from "./page-view-label.ts";

const view = (
  pageName: string,
  params: PageViewInput["params"] = {},
  extra: Partial<PageViewInput> = {},
) => ({
  pageName,
  path: "/raw/path",
  params,
  accountArea: false,
  ...extra,
});

describe("page-view labels (docs/behaviour/consent-ads-analytics.md#route-analytics)", () => {
  it.each<[string, PageViewInput, string | null]>([
    [
      "a Discover node",
      view("discover-node", { feed: "news", id: "context=teams&id=12" }),
      "Discovery - news - teams - 12",
    ],
    [
      "a Discover node with separate params",
      view("discover-node", { feed: "news", context: "leagues", id: "3" }),
      "Discovery - news - leagues - 3",
    ],
    ["a Discover page without its feed", view("discover", {}), "/raw/path"],
    [
      "a Discover node without an id",
      view("discover-node", { feed: "news", id: "context=teams" }),
      "/raw/path",
    ],
    ["a search", view("search-results", { sort: "relevance", query: "flamengo" }), "Search flamengo"],
    ["an entity search", view("search-entity", { query: "Lionel Messi" }), "Search Lionel Messi"],
    ["the search form, no query", view("search", {}), "/raw/path"],
    ["a blank query", view("search-results", { query: "  " }), "/raw/path"],
    ["an article", view("article-slug", { id: "12" }), "article-slug"],
    ["the home", view("home"), "home"],
    ["a feed index redirect", view("feed-headlines-index"), null],
    ["the signed-in area", view("account-saved", {}, { accountArea: true }), null],
    ["the sign-in page (not the signed-in area)", view("account-sign-in"), "account-sign-in"],
    ["a page without a name", view(""), "/raw/path"],
  ])("%s", (_, input, expected) => {
    expect(pageViewLabel(input)).toBe(expected);
  });
});
