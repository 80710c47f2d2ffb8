import { describe, expect, it } from "vitest";
import {
  defaultFollows,
  FEED_PAGE_MAX,
  type FeedScrollState,
  feedItems,
  feedQueryString,
  feedRequest,
  feedRequestUrl,
  feedSource,
  initialScrollState,
  mergeFeedPage,
  nextPageToLoad,
  parseFeedQuery,
  psidFromCookie,
} from "./feed-pages.ts";

type Item = { id: number; v?: string };
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));
const ids = (state: FeedScrollState<Item>) => feedItems(state).map((item) => item.id);
const pageNumbers = (state: FeedScrollState<Item>) => state.pages.map((page) => page.page);

describe("feedSource", () => {
  it.each([
    ["headlines", { id: -1, name: "home", context: "hero" }, { kind: "newest" }],
    ["recent", { id: -1, name: "All", context: "recent" }, { kind: "newest" }],
    ["home", { id: -1, name: "home", context: "hero" }, { kind: "recommended" }],
    ["myfeed", { id: -1, name: "all", context: "all" }, { kind: "followed" }],
    ["headlines", { id: -1, name: "tech", context: "sections" }, { kind: "newest", section: "tech" }],
    ["home", { id: -1, name: "sports", context: "sections" }, { kind: "newest", section: "sports" }],
    ["recent", { id: 7, name: "Lions", context: "teams" }, { kind: "profile", context: "teams", id: 7 }],
    ["myfeed", { id: 3, name: "Cup", context: "leagues" }, { kind: "profile", context: "leagues", id: 3 }],
  ] as const)("%s with %o lists %o", (kind, selected, source) => {
    expect(feedSource(kind, selected)).toEqual(source);
  });

  it.each([
    { id: -1, name: "nosuchsection", context: "sections" },
    { id: -1, name: "Lions", context: "teams" },
    { id: 0, name: "Lions", context: "athletes" },
    { id: 1, name: "x", context: "planets" },
  ])("knows nothing of %o", (selected) => {
    expect(feedSource("headlines", selected)).toBeNull();
  });
});

describe("parseFeedQuery", () => {
  it.each([
    ["", { page: 1, ts: null }],
    ["page=1", { page: 1, ts: null }],
    ["page=3", { page: 3, ts: null }],
    [`page=${FEED_PAGE_MAX}&ts=1700000000000`, { page: FEED_PAGE_MAX, ts: 1700000000000 }],
    ["ts=5", { page: 1, ts: 5 }],
  ])("reads %s", (search, query) => {
    expect(parseFeedQuery(new URLSearchParams(search))).toEqual({ ok: true, query });
  });

  it.each([
    ["page=abc", 400, "invalid_page"],
    ["page=1.5", 400, "invalid_page"],
    ["page=", 400, "invalid_page"],
    ["page=%201", 400, "invalid_page"],
    ["page=0", 404, "page_out_of_range"],
    ["page=-2", 404, "page_out_of_range"],
    [`page=${FEED_PAGE_MAX + 1}`, 404, "page_out_of_range"],
    ["page=99999999999999999999", 400, "invalid_page"],
    ["ts=yesterday", 400, "invalid_timestamp"],
  ])("refuses %s with %i", (search, status, code) => {
    expect(parseFeedQuery(new URLSearchParams(search))).toEqual({ ok: false, status, code });
  });

  it.each([
    [{ page: 1, ts: null }, ""],
    [{ page: 2, ts: null }, "?page=2"],
    [{ page: 1, ts: 9 }, "?page=1&ts=9"],
  ])("writes %o as %s, which reads back", (query, text) => {
    expect(feedQueryString(query)).toBe(text);
    expect(parseFeedQuery(new URLSearchParams(text))).toEqual({ ok: true, query });
  });
});

describe("infinite scroll merge", () => {
  const per = 3;

  it.each([
    // name, opened at, [direction, page, ids][], expected ids, expected pages, end of list
    ["appends down", 1, [["down", 2, [4, 5, 6]]], [1, 2, 3, 4, 5, 6], [1, 2], false],
    ["prepends up", 2, [["up", 1, [1, 2, 3]]], [1, 2, 3, 10, 11, 12], [1, 2], false],
    ["ends on a short page", 1, [["down", 2, [4]]], [1, 2, 3, 4], [1, 2], true],
    ["ends on an empty page", 1, [["down", 2, []]], [1, 2, 3], [1, 2], true],
    ["drops a duplicate appended", 1, [["down", 2, [3, 4, 5]]], [1, 2, 3, 4, 5], [1, 2], false],
    ["drops a duplicate prepended", 2, [["up", 1, [1, 10, 2]]], [1, 2, 10, 11, 12], [1, 2], false],
    ["dedupes within a page", 1, [["down", 2, [4, 4, 5]]], [1, 2, 3, 4, 5], [1, 2], false],
    ["ignores a page not next to the loaded ones", 1, [["down", 3, [7, 8, 9]]], [1, 2, 3], [1], false],
    [
      "ignores a page loaded twice",
      1,
      [
        ["down", 2, [4, 5, 6]],
        ["down", 2, [4, 5, 6]],
      ],
      [1, 2, 3, 4, 5, 6],
      [1, 2],
      false,
    ],
    ["ignores up from page 1", 1, [["up", 0, [9]]], [1, 2, 3], [1], false],
    [
      "scrolls both ways",
      2,
      [
        ["down", 3, [13, 14, 15]],
        ["up", 1, [1, 2, 3]],
        ["down", 4, [16]],
      ],
      [1, 2, 3, 10, 11, 12, 13, 14, 15, 16],
      [1, 2, 3, 4],
      true,
    ],
  ] as const)("%s", (_name, openedAt, steps, expectedIds, expectedPages, end) => {
    const opened = openedAt === 1 ? items(1, 2, 3) : items(10, 11, 12);
    let state = initialScrollState({ page: openedAt, items: opened }, per);
    for (const [direction, page, pageIds] of steps) {
      state = mergeFeedPage(state, { page, items: items(...pageIds) }, direction);
    }
    expect(ids(state)).toEqual(expectedIds);
    expect(pageNumbers(state)).toEqual(expectedPages);
    expect(state.endOfList).toBe(end);
  });

  it("replaces a duplicate's data where it stands", () => {
    const state = initialScrollState<Item>(
      { page: 1, items: [{ id: 1, v: "old" }, { id: 2 }, { id: 3 }] },
      per,
    );
    const next = mergeFeedPage(
      state,
      { page: 2, items: [{ id: 1, v: "new" }, { id: 4 }, { id: 5 }] },
      "down",
    );
    expect(feedItems(next)).toEqual([{ id: 1, v: "new" }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }]);
  });

  it("a first page shorter than per is already the end", () => {
    expect(initialScrollState({ page: 1, items: items(1) }, per).endOfList).toBe(true);
  });

  it.each([
    [1, "up", null],
    [1, "down", 2],
    [5, "up", 4],
    [FEED_PAGE_MAX, "down", null],
  ] as const)("from page %i, the next page %s is %s", (page, direction, expected) => {
    expect(nextPageToLoad(initialScrollState({ page, items: items(1, 2, 3) }, per), direction)).toBe(
      expected,
    );
  });

  it("loads nothing more down after the end", () => {
    expect(nextPageToLoad(initialScrollState({ page: 4, items: items(1) }, per), "down")).toBeNull();
  });
});

describe("feed requests", () => {
  const options = { apiPrefix: "/api/v3/", per: 10, language: "es", ts: 1700000000000 };

  it.each([
    [{ kind: "newest" }, "GET", "/api/v3/feed?per=10&timestamp=1700000000000&language=es&page=2"],
    [
      { kind: "newest", section: "tech" },
      "GET",
      "/api/v3/feed?per=10&timestamp=1700000000000&language=es&section=tech&page=2",
    ],
    [{ kind: "profile", context: "teams", id: 7 }, "GET", "/api/v3/profiles/teams/7/feed?per=10&page=2"],
    [
      { kind: "recommended" },
      "GET",
      "/api/v4/personalized_recommendations?size=10&language=es&page=2&user_id=anon-abc",
    ],
    [{ kind: "followed" }, "POST", "/api/v3/profiles/feed?per=10&page=2"],
  ] as const)("%o → %s %s", (source, method, url) => {
    const request = feedRequest(source, options, [{ id: 1, context: "teams" }]);
    expect(request.method).toBe(method);
    expect(feedRequestUrl(request, 2, "anon-abc")).toBe(url);
  });

  it("sends the followed profiles", () => {
    expect(feedRequest({ kind: "followed" }, options, [{ id: 1, context: "teams" }]).body).toEqual({
      profiles: [{ id: 1, context: "teams" }],
    });
  });

  it("keeps the default follows that name a profile", () => {
    expect(
      defaultFollows([
        { id: 1, context: "teams" },
        { id: "2", context: "leagues", name: "Cup" },
        { id: 0, context: "teams" },
        { id: 3, context: "planets" },
        "x",
        null,
      ]),
    ).toEqual([
      { id: 1, context: "teams" },
      { id: 2, context: "leagues" },
    ]);
  });

  it.each([
    ["psid=abc-1", "abc-1"],
    ["a=1; psid=xyz; b=2", "xyz"],
    ["psid=undefined", null],
    ["psid=a b", null],
    ["notpsid=abc", null],
    ["", null],
    [null, null],
  ])("reads the PSID of %s", (cookie, psid) => {
    expect(psidFromCookie(cookie)).toBe(psid);
  });
});
