import { describe, expect, it } from "vitest";
import {
  type CacheRule,
  cacheRuleOf,
  dataRedirectOf,
  localePath,
  mayKeep,
  offlineLocaleOf,
  pageOfData,
  type RequestFacts,
} from "./service-worker-rules.ts";

const ORIGIN = "https://icaro.test";
const get = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method: "GET",
  url: `${ORIGIN}${path}`,
  mode: "cors",
  ...extra,
});

describe("cacheRuleOf (decision 0082)", () => {
  it.each<[string, RequestFacts, CacheRule]>([
    ["a page", get("/es/sitemap", { mode: "navigate" }), "navigation"],
    ["the home", get("/", { mode: "navigate" }), "navigation"],
    ["a client navigation's data", get("/es/sitemap.data?_routes=root"), "page-data"],
    ["the root's data", get("/_root.data"), "page-data"],
    ["route discovery", get("/__manifest?paths=%2F%2Csitemap&version=abc"), "route-discovery"],
    ["route discovery under a locale", get("/es/__manifest?paths=%2Fes&version=abc"), "route-discovery"],
    ["a hashed asset", get("/assets/shell-abc123.js"), "assets"],
    ["a resized picture", get("/_ipx/w_640/media/demo/a.svg"), "pictures"],
    ["a picture under /media", get("/media/demo/goal.svg"), "pictures"],
    ["a video under /media", get("/media/tv/clip.mp4"), "none"],
    ["a live playlist", get("/media/live/channel.m3u8"), "none"],
    ["a public API list", get("/api/v3/site/sections"), "api-list"],
    ["a v4 list", get("/api/v4/search?q=goal"), "api-list"],
    ["events", get("/api/v3/sporting_events?days=0,1"), "api-list"],
    ["the live score stream", get("/api/v3/sporting_events/stream"), "none"],
    ["any event stream", get("/api/v3/site/sections", { accept: "text/event-stream" }), "none"],
    ["the reader's account", get("/api/auth/user"), "none"],
    ["the account API under v3", get("/api/v3/auth/validate_token"), "none"],
    ["read later", get("/api/v3/read_later"), "none"],
    ["follows", get("/api/v3/follows"), "none"],
    ["likes", get("/api/v3/like?id=1"), "none"],
    ["rewards", get("/api/v3/rewards/program"), "none"],
    ["the personal feed", get("/api/v3/feed"), "none"],
    ["operator calls", get("/api/operator/analytics/report"), "none"],
    ["the worker itself", get("/sw.js"), "none"],
    ["analytics beacons", get("/trk"), "none"],
    ["another origin", { method: "GET", url: "https://cdn.example/x.js", mode: "cors" }, "none"],
    ["a write", { method: "POST", url: `${ORIGIN}/api/v3/reads`, mode: "cors" }, "none"],
    ["a form post", { method: "POST", url: `${ORIGIN}/accounts/user`, mode: "navigate" }, "none"],
    [
      "the sign-out form",
      { method: "POST", url: `${ORIGIN}/accounts/user/signedout`, mode: "navigate" },
      "sign-out",
    ],
    [
      "the sign-out through the router",
      { method: "POST", url: `${ORIGIN}/pt/accounts/user/signedout.data`, mode: "cors" },
      "sign-out",
    ],
    ["a plain fetch of a page", get("/es/sitemap"), "none"],
  ])("%s → %s", (_, request, rule) => {
    expect(cacheRuleOf(request, ORIGIN)).toBe(rule);
  });
});

describe("mayKeep", () => {
  const response = (status: number, control?: string) => ({
    status,
    headers: new Headers(control ? { "cache-control": control } : {}),
  });
  it.each([
    [response(200), true],
    [response(200, "public, s-maxage=10, stale-while-revalidate=60"), true],
    [response(200, "public, max-age=31536000, immutable"), true],
    [response(200, "private, no-store"), false],
    [response(200, "private, no-cache"), false],
    [response(200, "no-store"), false],
    [response(206), false],
    [response(404), false],
    [response(500), false],
  ])("%o → %s", (answer, expected) => {
    expect(mayKeep(answer)).toBe(expected);
  });
});

describe("the offline page's language", () => {
  it.each([
    ["/", "en", "en"],
    ["/sports", "en", "en"],
    ["/es", "en", "es"],
    ["/es/sitemap", "en", "es"],
    ["/pt/readlater", "en", "pt"],
    ["/", "pt", "pt"],
    ["/en/sports", "pt", "en"],
    ["/espanol", "en", "en"],
  ] as const)("%s with default %s → %s", (path, fallback, expected) => {
    expect(offlineLocaleOf(path, fallback)).toBe(expected);
  });

  it("links within that language", () => {
    expect(localePath("/readlater", "es", "en")).toBe("/es/readlater");
    expect(localePath("/", "pt", "en")).toBe("/pt");
    expect(localePath("/readlater", "en", "en")).toBe("/readlater");
    expect(localePath("/", "en", "pt")).toBe("/en");
  });
});

describe("pageOfData", () => {
  it.each([
    ["https://icaro.test/es/sitemap.data?_routes=root,sitemap", "/es/sitemap"],
    ["https://icaro.test/_root.data", "/"],
    ["https://icaro.test/es/_root.data", "/es"],
    ["https://icaro.test/search/news/goal.data?page=2&_routes=x", "/search/news/goal?page=2"],
  ])("%s → %s", (url, page) => {
    expect(pageOfData(url)).toBe(page);
  });
});

describe("dataRedirectOf", () => {
  it.each([
    ["https://icaro.test/es/sitemap.data?_routes=root,sitemap", "/sitemap"],
    ["https://icaro.test/pt/tv.data", "/tv"],
    ["https://icaro.test/pt/_root.data", "/"],
    ["https://icaro.test/_root.data", "/"],
    ["https://icaro.test/sitemap/1999.data", "/sitemap/1999"],
    ["https://icaro.test/es/search/news/goal.data?page=2&_routes=x", "/search/news/goal?page=2"],
    ["https://icaro.test/pt/accounts/user/signedout.data", "/accounts/user/signedout"],
  ])("%s → %s", (url, redirect) => {
    expect(dataRedirectOf(url)).toBe(redirect);
  });
});
