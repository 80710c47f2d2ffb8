import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { articlePath, CENS_ALERT_POST, isCensAlertPost, NO_PROXY_POST, slugify } from "./article-urls.ts";
import { calendarPath, calendarStandingsPath } from "./calendar-urls.ts";
import {
  type Breadcrumb,
  discoverFeedPath,
  discoverLabelPath,
  discoverOlympicPath,
  parseDiscoverBreadcrumb,
  parseDiscoverId,
} from "./discover-urls.ts";
import { favoritesPath } from "./favorites-urls.ts";
import {
  FEED_KINDS,
  feedIndexPath,
  feedIndexSelected,
  feedPath,
  HOME_INDEX_REDIRECT,
  packSelected,
  parseSelected,
  type Selected,
} from "./feed-urls.ts";
import {
  ACCOUNT_PATHS,
  AUTH_REDIRECTS,
  CAMPAIGN_PATHS,
  FIXED_PAGE_PATHS,
  SIGNED_IN_HOME_PATH,
} from "./fixed-page-urls.ts";
import { collapseSlashes, isSafeRedirect, withLocalePrefix } from "./route-hygiene.ts";
import { parseSearchEntityKey, searchEntityPath, searchPath, trendingPath } from "./search-urls.ts";
import { isValidSitemapDate, sitemapPath } from "./sitemap-urls.ts";
import {
  isIsoDate,
  isoDate,
  SPORTS_FAVORITES_ENTRY,
  SPORTS_LIVE_ENTRY,
  sportsAllEntry,
  sportsFeedPath,
  sportsScoresCalendarPath,
  sportsScoresPath,
  sportsStandingsPath,
} from "./sports-urls.ts";
import { timtvPath, tvGalleryPath, tvPostPath, tvVideoPath } from "./tv-urls.ts";
import { EMPTY_SEGMENT, encodeSegment } from "./url-segments.ts";

/**
 * The params a page would receive for `path`, as the browser and React Router produce them: the
 * URL parser normalises the path, and matchRoutes decodes each segment once. Round-trip tests go
 * through this helper rather than a hand-written decoder, so they follow the router's real behaviour.
 */
function paramsOf(pattern: string, path: string): Record<string, string | undefined> {
  const url = new URL(path, "https://icaro.test");
  const matches = matchRoutes([{ path: pattern }], url.pathname);
  if (!matches) throw new Error(`${path} does not match ${pattern}`);
  return matches[0].params;
}

/** A builder's path must already be what a URL parser would write: nothing is re-encoded or cut off. */
function expectCanonical(path: string) {
  const url = new URL(path, "https://icaro.test");
  expect(url.pathname + url.search + url.hash).toBe(path);
  expect(path).not.toMatch(/[\s#]|\/\/|[^\x21-\x7e]/);
}

// Names that break naive builders: delimiters of paths, queries, packed params and escapes, accents, emoji.
const TRICKY = [
  "Rock & Roll",
  "AC/DC",
  "What? Why?",
  "#1 Team",
  "São Paulo Fútbol Clube",
  "⚽🔥 Golazo",
  "100% real",
  "a=b&c=d",
  "%41 looks-encoded",
  "  padded  ",
  "x+y",
  "Ñandú",
  "...",
  "l'équipe (2024)",
];

describe("withLocalePrefix", () => {
  it.each([
    { path: "/", prefix: "", expected: "/" },
    { path: "/", prefix: "/es", expected: "/es" },
    { path: "/", prefix: "/pt", expected: "/pt" },
    { path: "/feed/recent", prefix: "", expected: "/feed/recent" },
    { path: "/feed/recent", prefix: "/es", expected: "/es/feed/recent" },
    { path: "/?q=1", prefix: "/es", expected: "/es?q=1" },
    { path: "/#top", prefix: "/pt", expected: "/pt#top" },
    { path: "/search/relevance/a", prefix: "/pt/", expected: "/pt/search/relevance/a" },
    { path: "/sports", prefix: "/", expected: "/sports" },
    { path: "", prefix: "/es", expected: "/es" },
    { path: "tv", prefix: "", expected: "/tv" },
  ])("$path under '$prefix' → $expected", ({ path, prefix, expected }) => {
    expect(withLocalePrefix(path, prefix)).toBe(expected);
  });
});

describe("collapseSlashes", () => {
  it.each([
    { input: "//a///b/", expected: "/a/b/" },
    { input: "/a/b", expected: "/a/b" },
    { input: "//", expected: "/" },
    { input: "/es//feed//recent", expected: "/es/feed/recent" },
    { input: "/a//b?next=//x#//y", expected: "/a/b?next=//x#//y" },
    { input: "/a//b#c//d", expected: "/a/b#c//d" },
  ])("$input → $expected", ({ input, expected }) => {
    expect(collapseSlashes(input)).toBe(expected);
  });
});

describe("isSafeRedirect", () => {
  it.each([
    "/",
    "/es/feed/recent",
    "/a?b=c#d",
    "/accounts/user/signedin/saved",
    "/search/relevance/caf%C3%A9",
    "/user@home/~me_1-2",
    "/a?x=1&y=/z?#frag",
  ])("accepts %j", (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });

  it.each([
    "",
    "//evil.com",
    "///evil.com",
    "/\\evil",
    "\\\\evil",
    "https://x",
    "javascript:alert(1)",
    "evil.com",
    "/a b",
    "/a\nSet-Cookie: x",
    "/a?b=c d",
    "/café",
    "/a.b",
    "/feed/recent/id=-1&name=All&context=recent", // "=" and "&" are outside the spec's path characters
    `/${"a".repeat(3000)}`,
    undefined,
    null,
    42,
  ])("rejects %j", (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });
});

describe("fixed and account pages", () => {
  it("lists the fixed pages of the spec", () => {
    expect(FIXED_PAGE_PATHS).toHaveLength(21);
    expect(FIXED_PAGE_PATHS).toContain("/coming_soon");
    for (const path of FIXED_PAGE_PATHS) expect(path).toMatch(/^\/[a-z0-9_]+$/);
    expect(CAMPAIGN_PATHS).toEqual({ eduka7: "/campaign/Eduka7", saudeiD: "/campaign/saudeiD" });
  });

  it.each([
    { name: "Tim TV", expected: "/timtv/Tim%20TV" },
    { name: "", expected: `/timtv/${EMPTY_SEGMENT}` },
  ])("timtvPath($name) → $expected", ({ name, expected }) => {
    expect(timtvPath(name)).toBe(expected);
  });

  it.each([
    { got: AUTH_REDIRECTS.login, expected: "/accounts/user" },
    { got: AUTH_REDIRECTS.logout, expected: "/accounts/user/signedout" },
    { got: AUTH_REDIRECTS.home, expected: "/accounts/user" },
    { got: AUTH_REDIRECTS.callback, expected: "/accounts/user?login=1" },
    { got: AUTH_REDIRECTS.profile, expected: "/accounts/user/signedin" },
    { got: SIGNED_IN_HOME_PATH, expected: "/accounts/user/signedin/saved" },
    { got: ACCOUNT_PATHS.forgotPassword, expected: "/accounts/user/forgotpassword" },
    { got: ACCOUNT_PATHS.signupEmail, expected: "/accounts/user/signup-email" },
    { got: ACCOUNT_PATHS.signupPassword, expected: "/accounts/user/signup-password" },
    { got: ACCOUNT_PATHS.entities, expected: "/accounts/user/signedin/entities" },
    { got: ACCOUNT_PATHS.profile, expected: "/accounts/user/signedin/profile" },
  ])("$expected", ({ got, expected }) => {
    expect(got).toBe(expected);
  });
});

describe("feed", () => {
  it.each([
    { kind: "headlines", selected: undefined, expected: "/feed/headlines" },
    {
      kind: "headlines",
      selected: { id: -1, name: "home", context: "hero" },
      expected: "/feed/headlines/id=-1&name=home&context=hero",
    },
    {
      kind: "myfeed",
      selected: { id: 42, name: "Premier League", context: "leagues" },
      expected: "/feed/myfeed/id=42&name=Premier%20League&context=leagues",
    },
    {
      kind: "home",
      selected: { id: 7, name: "Rock & Roll", context: "entities" },
      expected: "/feed/home/id=7&name=Rock%20%2526%20Roll&context=entities",
    },
    {
      kind: "recent",
      selected: { id: -1, name: "Tôdas", context: "recent" },
      expected: "/feed/recent/id=-1&name=T%C3%B4das&context=recent",
    },
  ] as const)("feedPath($kind, $selected.name) → $expected", ({ kind, selected, expected }) => {
    expect(feedPath(kind, selected)).toBe(expected);
    expectCanonical(expected);
  });

  it.each([
    { kind: "headlines", expected: "/feed/headlines/id=-1&name=home&context=hero" },
    { kind: "home", expected: "/feed/home/id=-1&name=home&context=hero" },
    { kind: "myfeed", expected: "/feed/myfeed/id=-1&name=all&context=all" },
    { kind: "recent", expected: "/feed/recent/id=-1&name=Todos&context=recent" },
  ] as const)("index of /feed/$kind → $expected", ({ kind, expected }) => {
    expect(feedIndexPath(kind, "Todos")).toBe(expected);
  });

  it("sends the home index to the headlines hero and never translates myfeed's 'all'", () => {
    expect(HOME_INDEX_REDIRECT).toBe("/feed/headlines/id=-1&name=home&context=hero");
    expect(feedIndexPath("headlines")).toBe(HOME_INDEX_REDIRECT);
    expect(feedIndexSelected("myfeed", "Todos")).toEqual({ id: -1, name: "all", context: "all" });
    expect(feedIndexSelected("recent", "All")).toEqual({ id: -1, name: "All", context: "recent" });
  });

  it.each([
    { selected: { id: -1, name: "home", context: "hero" }, expected: "id=-1&name=home&context=hero" },
    { selected: { id: 5, name: "a=b&c", context: "x" }, expected: "id=5&name=a%3Db%26c&context=x" },
    { selected: { id: 0, name: "100%", context: "teams" }, expected: "id=0&name=100%25&context=teams" },
  ])("packSelected → $expected", ({ selected, expected }) => {
    expect(packSelected(selected)).toBe(expected);
    expect(parseSelected(expected)).toEqual(selected);
  });

  it.each([
    { input: "id=-1&name=home&context=hero", expected: { id: -1, name: "home", context: "hero" } },
    { input: "context=hero&id=3&name=home", expected: { id: 3, name: "home", context: "hero" } },
    {
      input: "id=12&name=Rock %26 Roll&context=entities",
      expected: { id: 12, name: "Rock & Roll", context: "entities" },
    },
    {
      input: "id=1&name=S%C3%A3o Paulo&context=teams",
      expected: { id: 1, name: "São Paulo", context: "teams" },
    },
    {
      input: `id=1&name=${"n".repeat(200)}&context=x`,
      expected: { id: 1, name: "n".repeat(200), context: "x" },
    },
  ])("parseSelected($input) reads it", ({ input, expected }) => {
    expect(parseSelected(input)).toEqual(expected);
  });

  it.each([
    { why: "empty", input: "" },
    { why: "missing context", input: "id=-1&name=home" },
    { why: "missing id", input: "name=home&context=hero" },
    { why: "missing name", input: "id=1&context=hero" },
    { why: "empty name", input: "id=1&name=&context=hero" },
    { why: "empty context", input: "id=1&name=home&context=" },
    { why: "non-numeric id", input: "id=abc&name=home&context=hero" },
    { why: "decimal id", input: "id=1.5&name=home&context=hero" },
    { why: "leading-zero id", input: "id=007&name=home&context=hero" },
    { why: "negative zero id", input: "id=-0&name=home&context=hero" },
    { why: "unsafe integer id", input: "id=99999999999999999999&name=home&context=hero" },
    { why: "unknown key", input: "id=1&name=home&context=hero&page=2" },
    { why: "repeated key", input: "id=1&name=home&name=x&context=hero" },
    { why: "pair without =", input: "id=1&name&context=hero" },
    { why: "empty key", input: "=1&id=1&name=home&context=hero" },
    { why: "trailing &", input: "id=1&name=home&context=hero&" },
    { why: "bad escape", input: "id=1&name=100%&context=hero" },
    { why: "name over 200", input: `id=1&name=${"n".repeat(201)}&context=hero` },
    { why: "context over 200", input: `id=1&name=home&context=${"c".repeat(201)}` },
    { why: "id over 200", input: `id=${"1".repeat(201)}&name=home&context=hero` },
  ])("parseSelected rejects: $why", ({ input }) => {
    expect(parseSelected(input)).toBeNull();
  });

  it.each(TRICKY)("round-trips %j through the URL and the router", (name) => {
    const selected: Selected = { id: 9, name, context: name };
    for (const kind of FEED_KINDS) {
      const path = feedPath(kind, selected);
      expectCanonical(path);
      const params = paramsOf("/feed/:kind/:selected", path);
      expect(params.kind).toBe(kind);
      expect(parseSelected(params.selected ?? "")).toEqual(selected);
    }
  });
});

describe("content pages", () => {
  it.each([
    {
      ref: { post: "noproxy", type: "news_stories", id: 123 },
      expected: "/noproxy/news_stories/web/123",
    },
    { ref: { post: "p", type: "videos", id: 9 }, expected: "/p/videos/web/9" },
    {
      ref: { post: "p", type: "news_stories", id: 123, slug: "sao-paulo-wins" },
      expected: "/p/news_stories/123/sao-paulo-wins",
    },
    {
      ref: { post: "p", type: "videos", id: 5, slug: "goal", category: "sports" },
      expected: "/p/videos/5/goal",
    },
    {
      ref: {
        post: "p",
        type: "news_stories",
        id: 123,
        category: "sports",
        publisher: "el-tiempo",
        slug: "gol",
      },
      expected: "/p/news_stories/sports/el-tiempo/gol/123",
    },
    {
      ref: { post: "p", type: "videos", id: 1, category: "tech", publisher: "x", slug: "" },
      expected: "/p/videos/web/1",
    },
    {
      ref: { post: "", type: "videos", id: "" },
      expected: `/${EMPTY_SEGMENT}/videos/web/${EMPTY_SEGMENT}`,
    },
  ] as const)("articlePath → $expected", ({ ref, expected }) => {
    expect(articlePath(ref)).toBe(expected);
  });

  it.each(TRICKY)("keeps category, publisher and slug %j intact", (text) => {
    const long = articlePath({
      post: "p",
      type: "news_stories",
      id: 1,
      category: text,
      publisher: text,
      slug: text,
    });
    expectCanonical(long);
    expect(paramsOf("/:post/:type/:category/:publisher/:slugs/:id", long)).toMatchObject({
      category: text,
      publisher: text,
      slugs: text,
      id: "1",
    });
    const short = articlePath({ post: "p", type: "videos", id: 1, slug: text });
    expect(paramsOf("/:post/:type/:id/:slugs", short)).toMatchObject({
      type: "videos",
      id: "1",
      slugs: text,
    });
  });

  it.each([
    { text: "Hello World", expected: "hello-world" },
    { text: "São Paulo vence o Flamengo!", expected: "sao-paulo-vence-o-flamengo" },
    { text: "Crème brûlée à la carte", expected: "creme-brulee-a-la-carte" },
    { text: "Ñandú & Cía.", expected: "nandu-cia" },
    { text: "  --Trim me--  ", expected: "trim-me" },
    { text: "a___b   c", expected: "a-b-c" },
    { text: "İstanbul", expected: "istanbul" },
    { text: "Copa 2026: 10 fatos", expected: "copa-2026-10-fatos" },
    { text: "⚽🔥", expected: "" },
    { text: "", expected: "" },
    { text: "Straße", expected: "stra-e" },
    { text: "a".repeat(100), expected: "a".repeat(80) },
    { text: `${"a".repeat(79)} b`, expected: "a".repeat(79) },
  ])("slugify($text) → $expected", ({ text, expected }) => {
    expect(slugify(text)).toBe(expected);
  });

  it("never gives a slug over 80 characters or with an edge dash", () => {
    const slug = slugify("palavra ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe("search", () => {
  it.each([
    { input: { query: "messi" }, expected: "/search/relevance/messi" },
    { input: { sort: "recent", query: "copa américa" }, expected: "/search/recent/copa%20am%C3%A9rica" },
    { input: { query: "a/b?c#d&e" }, expected: "/search/relevance/a%2Fb%3Fc%23d%26e" },
    { input: { query: "" }, expected: "/search/relevance" },
    { input: { sort: "", query: "x" }, expected: `/search/${EMPTY_SEGMENT}/x` },
  ])("searchPath($input) → $expected", ({ input, expected }) => {
    expect(searchPath(input)).toBe(expected);
  });

  it.each([
    {
      input: { context: "leagues", id: 12, name: "Premier League" },
      expected: "/search/relevance/news/leagues&12&Premier%20League",
    },
    {
      input: { sort: "recent", context: "teams", id: "7", name: "Atlético & Co" },
      expected: "/search/recent/news/teams&7&Atl%C3%A9tico%20%2526%20Co",
    },
  ])("searchEntityPath → $expected", ({ input, expected }) => {
    expect(searchEntityPath(input)).toBe(expected);
  });

  it.each([
    { input: undefined, expected: "/search/trending" },
    { input: "", expected: "/search/trending" },
    { input: "fútbol hoy", expected: "/search/trending/f%C3%BAtbol%20hoy" },
  ])("trendingPath($input) → $expected", ({ input, expected }) => {
    expect(trendingPath(input)).toBe(expected);
  });

  it.each([
    { key: "leagues&12&Premier League", expected: { context: "leagues", id: "12", name: "Premier League" } },
    { key: "teams&7&Rock %26 Roll", expected: { context: "teams", id: "7", name: "Rock & Roll" } },
    { key: "leagues&12", expected: null },
    { key: "leagues&12&a&b", expected: null },
    { key: "leagues&&name", expected: null },
    { key: "leagues&1&100%", expected: null },
    { key: `leagues&1&${"x".repeat(201)}`, expected: null },
  ])("parseSearchEntityKey($key)", ({ key, expected }) => {
    expect(parseSearchEntityKey(key)).toEqual(expected);
  });

  it.each(TRICKY)("round-trips %j as a query, a trending query and an entity", (text) => {
    const free = searchPath({ sort: "relevance", query: text });
    expectCanonical(free);
    expect(paramsOf("/search/:sort/:query", free)).toMatchObject({ sort: "relevance", query: text });

    expect(paramsOf("/search/trending/:query", trendingPath(text)).query).toBe(text);

    const entity = searchEntityPath({ context: "entities", id: 33, name: text });
    expectCanonical(entity);
    const params = paramsOf("/search/:sort/:type/:key", entity);
    expect(params.type).toBe("news");
    expect(parseSearchEntityKey(params.key ?? "")).toEqual({ context: "entities", id: "33", name: text });
  });
});

describe("tv", () => {
  it.each([
    { got: () => tvVideoPath(77), expected: "/tv/videos/77" },
    { got: () => tvVideoPath("a/b"), expected: "/tv/videos/a%2Fb" },
    { got: () => tvPostPath("tim", 5), expected: "/tv/tim/5" },
    {
      got: () =>
        tvGalleryPath({
          verticalKey: "sports",
          publisherCommonName: "El Tiempo",
          videoName: "¡Golazo de Messi!",
          id: 981,
        }),
      expected: "/tv/videos/sports/el-tiempo/golazo-de-messi/981?page=1&index=0&gallery=gallery",
    },
    {
      got: () =>
        tvGalleryPath({
          verticalKey: "e-sports",
          publisherCommonName: "X",
          videoName: "Y",
          id: "9",
          page: 3,
          index: 4,
        }),
      expected: "/tv/videos/e-sports/x/y/9?page=3&index=4&gallery=gallery",
    },
    {
      got: () => tvGalleryPath({ verticalKey: "", publisherCommonName: "🔥", videoName: "⚽", id: 1 }),
      expected: "/tv/videos/-/-/-/1?page=1&index=0&gallery=gallery",
    },
  ])("$expected", ({ got, expected }) => {
    expect(got()).toBe(expected);
    expectCanonical(expected);
  });

  it.each(TRICKY)("gallery keeps the id in the fourth segment for names like %j", (name) => {
    const path = tvGalleryPath({ verticalKey: name, publisherCommonName: name, videoName: name, id: 5 });
    expectCanonical(path);
    expect(paramsOf("/tv/videos/:post/:category/:title/:id", path)).toMatchObject({ post: name, id: "5" });
  });
});

describe("discover", () => {
  const timestamp = 1_700_000_000_000;

  it.each([
    {
      got: () => discoverLabelPath({ breadcrumb: ["sports"], key: "soccer", vertical: "Sports", timestamp }),
      expected: `/discover/sports/label/context=soccer&vertical=Sports&day=0&index=7&timestamp=${timestamp}`,
    },
    {
      got: () =>
        discoverLabelPath({
          breadcrumb: ["sports", "soccer"],
          key: "leagues",
          vertical: "Deportes",
          timestamp,
        }),
      expected: `/discover/sports&soccer/label/context=leagues&vertical=Deportes&day=0&index=7&timestamp=${timestamp}`,
    },
    {
      got: () =>
        discoverFeedPath({
          breadcrumb: ["sports", "soccer"],
          context: "leagues",
          id: 12,
          vertical: "Sports",
          timestamp,
        }),
      expected: `/discover/sports&soccer/feed/context=leagues&id=12&vertical=Sports&day=0&index=7&timestamp=${timestamp}`,
    },
    { got: () => discoverOlympicPath(), expected: "/discover/olympic" },
    {
      got: () => discoverOlympicPath({ context: "entities", id: 2020, vertical: "Tokyo 2020", timestamp }),
      expected: `/discover/olympic/feed/context=entities&id=2020&vertical=Tokyo%202020&day=0&index=7&timestamp=${timestamp}`,
    },
  ])("$expected", ({ got, expected }) => {
    expect(got()).toBe(expected);
    expectCanonical(expected);
  });

  it.each([
    {
      input: `context=soccer&vertical=Sports&day=0&index=7&timestamp=${timestamp}`,
      expected: { context: "soccer", vertical: "Sports", day: 0, index: 7, timestamp },
    },
    {
      input: `context=leagues&id=12&vertical=Sports&day=0&index=7&timestamp=${timestamp}`,
      expected: { context: "leagues", id: "12", vertical: "Sports", day: 0, index: 7, timestamp },
    },
    { input: "context=leagues&id=12", expected: null },
    { input: `id=12&vertical=S&day=0&index=7&timestamp=${timestamp}`, expected: null },
    { input: `context=a&id=&vertical=S&day=0&index=7&timestamp=${timestamp}`, expected: null },
    { input: "context=a&vertical=S&day=0&index=7&timestamp=soon", expected: null },
    { input: `context=a&vertical=S&day=0&index=7&timestamp=${timestamp}&extra=1`, expected: null },
  ])("parseDiscoverId($input)", ({ input, expected }) => {
    expect(parseDiscoverId(input)).toEqual(expected);
  });

  it.each([
    { input: "sports&soccer", expected: ["sports", "soccer"] },
    { input: "a %26 b&c", expected: ["a & b", "c"] },
    { input: "sports&&soccer", expected: null },
    { input: "", expected: null },
  ])("parseDiscoverBreadcrumb($input)", ({ input, expected }) => {
    expect(parseDiscoverBreadcrumb(input)).toEqual(expected);
  });

  it.each(TRICKY)("round-trips %j as breadcrumb key, node key and vertical", (text) => {
    const breadcrumb: Breadcrumb = ["root", text];
    const label = discoverLabelPath({ breadcrumb, key: text, vertical: text, timestamp });
    expectCanonical(label);
    const lp = paramsOf("/discover/:breadcrumb/label/:id", label);
    expect(parseDiscoverBreadcrumb(lp.breadcrumb ?? "")).toEqual(["root", text]);
    expect(parseDiscoverId(lp.id ?? "")).toEqual({
      context: text,
      vertical: text,
      day: 0,
      index: 7,
      timestamp,
    });

    const feed = discoverFeedPath({ breadcrumb, context: "entities", id: text, vertical: text, timestamp });
    expectCanonical(feed);
    const fp = paramsOf("/discover/:breadcrumb/:feed/:id", feed);
    expect(fp.feed).toBe("feed");
    expect(parseDiscoverId(fp.id ?? "")).toMatchObject({ context: "entities", id: text, vertical: text });
  });
});

describe("sports", () => {
  it.each([
    { got: () => sportsScoresPath(), expected: "/sports/scores" },
    { got: () => sportsScoresPath({ date: "2024-05-01" }), expected: "/sports/scores/2024-05-01" },
    {
      got: () => sportsScoresPath({ name: "Soccer", id: 12, date: isoDate(2024, 5, 1) }),
      expected: "/sports/scores/Soccer/12/2024-05-01",
    },
    {
      got: () => sportsScoresPath({ name: "Fútbol Sala", id: 3 }),
      expected: "/sports/scores/F%C3%BAtbol%20Sala/3",
    },
    { got: () => sportsScoresPath({ name: "", id: 3 }), expected: "/sports/scores/3" },
    {
      got: () => sportsScoresPath({ ...sportsAllEntry("Todos"), date: "2024-05-01" }),
      expected: "/sports/scores/Todos/sports/2024-05-01",
    },
    {
      got: () => sportsScoresPath({ ...SPORTS_FAVORITES_ENTRY, date: "2024-05-01" }),
      expected: "/sports/scores/favorites/2024-05-01",
    },
    { got: () => sportsScoresPath(SPORTS_LIVE_ENTRY), expected: "/sports/scores/live" },
    {
      got: () => sportsScoresCalendarPath({ name: "Soccer", id: 12, date: "2024-05-01" }),
      expected: "/sports/scores/Soccer/12/2024-05-01/calendar",
    },
    { got: () => sportsScoresCalendarPath(), expected: "/sports/scores/calendar" },
    { got: () => sportsStandingsPath({ name: "Soccer", id: 12 }), expected: "/sports/standings/Soccer/12" },
    { got: () => sportsStandingsPath({ id: 12 }), expected: "/sports/standings/12" },
    { got: () => sportsStandingsPath(sportsAllEntry("All")), expected: "/sports/standings/All/sports" },
    { got: () => sportsStandingsPath(SPORTS_FAVORITES_ENTRY), expected: "/sports/standings/favorites" },
    { got: () => sportsStandingsPath({ id: "" }), expected: `/sports/standings/${EMPTY_SEGMENT}` },
    { got: () => sportsFeedPath({ name: "Basketball", id: 4 }), expected: "/sports/feed/Basketball/4" },
    { got: () => sportsFeedPath(SPORTS_LIVE_ENTRY), expected: "/sports/feed/live" },
  ])("$expected", ({ got, expected }) => {
    expect(got()).toBe(expected);
  });

  it.each(TRICKY)("round-trips the sport name %j", (name) => {
    const path = sportsScoresPath({ name, id: 1, date: "2024-02-29" });
    expectCanonical(path);
    expect(paramsOf("/sports/scores/:name/:id/:date", path)).toEqual({ name, id: "1", date: "2024-02-29" });
  });

  it.each([
    { year: 2024, month: 5, day: 1, expected: "2024-05-01" },
    { year: 2024, month: 12, day: 31, expected: "2024-12-31" },
    { year: 999, month: 1, day: 9, expected: "0999-01-09" },
  ])("isoDate($year, $month, $day) → $expected", ({ year, month, day, expected }) => {
    expect(isoDate(year, month, day)).toBe(expected);
  });

  it.each([
    { value: "2024-05-01", expected: true },
    { value: "2024-02-29", expected: true },
    { value: "2023-02-29", expected: false },
    { value: "2024-13-01", expected: false },
    { value: "2024-5-1", expected: false },
    { value: "2024-05-01T00:00", expected: false },
    { value: "today", expected: false },
  ])("isIsoDate($value) → $expected", ({ value, expected }) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe("calendar and favorites", () => {
  it.each([
    { got: () => calendarPath(), expected: "/calendar" },
    { got: () => calendarPath({ context: "leagues" }), expected: "/calendar/leagues" },
    { got: () => calendarPath({ context: "leagues", id: 12 }), expected: "/calendar/leagues/12" },
    { got: () => calendarPath({ context: "", id: 12 }), expected: "/calendar" },
    { got: () => calendarStandingsPath(), expected: "/calendar/standings" },
    {
      got: () => calendarStandingsPath({ context: "teams", id: "a b" }),
      expected: "/calendar/standings/teams/a%20b",
    },
    { got: () => favoritesPath({ name: "all", tab: "feed" }), expected: "/favorites/all/feed" },
    {
      got: () =>
        favoritesPath({
          name: "Real Madrid",
          selected: { id: 8, name: "Real Madrid", context: "teams" },
          tab: "myscores",
        }),
      expected: "/favorites/Real%20Madrid/id=8&name=Real%20Madrid&context=teams/myscores",
    },
    {
      got: () => favoritesPath({ name: "", tab: "standings" }),
      expected: `/favorites/${EMPTY_SEGMENT}/standings`,
    },
  ])("$expected", ({ got, expected }) => {
    expect(got()).toBe(expected);
  });

  it.each(TRICKY)("round-trips the favourite name %j and its selection", (name) => {
    const selected: Selected = { id: -1, name, context: "entities" };
    for (const tab of ["feed", "myscores", "mystandings", "scores", "standings"] as const) {
      const path = favoritesPath({ name, selected, tab });
      expectCanonical(path);
      const params = paramsOf("/favorites/:name/:selected/:tab", path);
      expect(params).toMatchObject({ name, tab });
      expect(parseSelected(params.selected ?? "")).toEqual(selected);
    }
  });
});

describe("sitemap", () => {
  it.each([
    { args: [], expected: "/sitemap" },
    { args: [2024], expected: "/sitemap/2024" },
    { args: [2024, 3], expected: "/sitemap/2024/03" },
    { args: [2024, 12], expected: "/sitemap/2024/12" },
    { args: [2024, 2, 9], expected: "/sitemap/2024/02/09" },
    { args: [2024, 11, 30], expected: "/sitemap/2024/11/30" },
  ] as const)("sitemapPath($args) → $expected", ({ args, expected }) => {
    // The overloads accept each arity separately; the table holds all of them.
    const build = sitemapPath as (...parts: number[]) => string;
    expect(build(...(args as readonly number[]))).toBe(expected);
  });

  it.each([
    { args: [2024], expected: true },
    { args: ["2024"], expected: true },
    { args: [2024, 12], expected: true },
    { args: ["2024", "02"], expected: true },
    { args: ["2024", "2", "9"], expected: true },
    { args: [2024, 1, 31], expected: true },
    { args: [2024, 4, 30], expected: true },
    { args: [2024, 2, 29], expected: true },
    { args: [2000, 2, 29], expected: true },
    { args: ["abc"], expected: false },
    { args: [""], expected: false },
    { args: [Number.NaN], expected: false },
    { args: [2024.5], expected: false },
    { args: ["+2024"], expected: false },
    { args: [" 2024"], expected: false },
    { args: ["20245"], expected: false },
    { args: [0], expected: false },
    { args: [2024, 13], expected: false },
    { args: [2024, 0], expected: false },
    { args: [2024, "x"], expected: false },
    { args: [2024, "003"], expected: false },
    { args: [2024, 2, 30], expected: false },
    { args: [2023, 2, 29], expected: false },
    { args: [1900, 2, 29], expected: false },
    { args: [2024, 4, 31], expected: false },
    { args: [2024, 1, 0], expected: false },
    { args: [2024, 1, 32], expected: false },
    { args: [2024, undefined, 5], expected: false },
  ] as const)("isValidSitemapDate($args) → $expected", ({ args, expected }) => {
    const [year, month, day] = args as readonly [number | string, (number | string)?, (number | string)?];
    expect(isValidSitemapDate(year, month, day)).toBe(expected);
  });
});

describe("React Router's decoding", () => {
  // matchRoutes decodes a segment and then turns any "%2F" left in a param into "/", so the literal
  // text "%2F" cannot survive in a plain param whatever the encoding. Composite params keep it,
  // because their values carry one more layer of escaping.
  it("turns the literal text %2F of a plain param into a slash", () => {
    const path = searchPath({ query: "50%2F50" });
    expect(path).toBe("/search/relevance/50%252F50");
    expect(paramsOf("/search/:sort/:query", path).query).toBe("50/50");
  });

  it("keeps the literal text %2F inside composite params", () => {
    const selected: Selected = { id: 1, name: "50%2F50", context: "teams" };
    expect(
      parseSelected(paramsOf("/feed/:kind/:selected", feedPath("home", selected)).selected ?? ""),
    ).toEqual(selected);
  });
});

describe("encodeSegment", () => {
  it.each([
    { value: "a b", expected: "a%20b" },
    { value: 12, expected: "12" },
    { value: "⚽", expected: "%E2%9A%BD" },
    { value: "\uD83D", expected: "%EF%BF%BD" }, // a lone surrogate would make encodeURIComponent throw
  ])("$value → $expected", ({ value, expected }) => {
    expect(encodeSegment(value)).toBe(expected);
  });
});

describe("isCensAlertPost (docs/behaviour/routes.md#page-titles)", () => {
  it("is a post page under the cens post value, in any case", () => {
    expect(isCensAlertPost("cens")).toBe(true);
    expect(isCensAlertPost("CENS")).toBe(true);
    expect(isCensAlertPost(CENS_ALERT_POST)).toBe(true);
  });

  it("is no other post value", () => {
    for (const post of [NO_PROXY_POST, "partner-7", "censo", "", undefined])
      expect(isCensAlertPost(post)).toBe(false);
  });
});
