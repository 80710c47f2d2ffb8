import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { matchRoutes } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE, type RouteEntry } from "#app/routing/route-table.ts";
import { LOCALES, type Locale } from "#core/i18n/locales.ts";
import { FAVORITES_TABS } from "#core/routing/favorites-urls.ts";
import { packSelected } from "#core/routing/feed-urls.ts";
import { searchEntityPath } from "#core/routing/search-urls.ts";
import { sportsFeedPath } from "#core/routing/sports-urls.ts";
import { compositeSegment } from "#core/routing/url-segments.ts";
import { cookieHeader } from "#server/testing/cookie-jar.ts";
import { createTestApp } from "#server/testing/test-app.ts";

// Every page of the route table, in three locales, as a guest and as a reader who signed up through
// the web form and follows a team, as a document and as a client navigation's data: none answers
// 4xx/5xx unless it is an error page. A signed-in "My feed" and every Favourites view answered 403
// under 5,600 green tests, because no test loaded them signed in through the form (decision 0086).

type Reader = "guest" | "reader";
const PREFIX: Record<Locale, string> = { en: "", es: "/es", pt: "/pt" };
/** Pages whose answer is an error on purpose. */
const ERROR_PAGES: Record<string, number> = {
  "not-found": 404,
  "content-not-found": 404,
  // A host off the site's allow-list: Icaro is never an open redirect.
  "site-redirect": 400,
};
/** Pages no link reaches (a mail's link, a campaign's landing, an old address): a URL of their own. */
const UNLINKED: Record<string, string> = {
  "home-old": "/old",
  pwa: "/pwa",
  "content-not-found": "/error/content_not_found",
  "not-found": "/404",
  "coming-soon": "/coming_soon",
  "not-supported": "/notsupported",
  "invalid-token": "/invalid_token",
  external: `/external?url=${encodeURIComponent("https://example.com/story")}`,
  "account-signup-password": "/accounts/user/signup-password",
  "account-reset-password": "/accounts/user/reset_password?reset_password_token=sample",
  "reset-password": "/reset_password?reset_password_token=sample",
  "account-signed-out": "/accounts/user/signedout",
  "site-redirect": `/site_redirect?url=${encodeURIComponent("https://elsewhere.example/")}`,
  "search-trending": "/search/trending",
  "home-new": "/new",
  "discover-olympic": "/discover/olympic",
  "feed-headlines-index": "/feed/headlines",
  "feed-home-index": "/feed/home",
  "feed-myfeed-index": "/feed/myfeed",
  "feed-recent-index": "/feed/recent",
  "feed-myfeed": "/feed/myfeed/id=-1&name=all&context=all",
  "feed-recent": "/feed/recent/id=-1&name=All&context=recent",
  "account-signed-in": "/accounts/user/signedin",
  "account-saved": "/accounts/user/signedin/saved",
  "account-entities": "/accounts/user/signedin/entities",
  "account-profile": "/accounts/user/signedin/profile",
  "campaign-Eduka7": "/campaign/Eduka7",
  "campaign-saudeiD": "/campaign/saudeiD",
  "campaign-jej": "/jej",
  "campaign-aspis": "/aspis",
};
/** Where the crawl starts besides the home: the menu's destinations, which the menu links after hydration. */
const STARTS = [
  "/",
  "/sports",
  "/esportes",
  "/sports/feed",
  "/discover",
  "/favorites",
  "/favorites/all/feed",
  "/readlater",
  "/tv",
  "/search/relevance/chelsea",
];
/** How far the crawl for linked pages goes before the unlinked list must cover the rest. */
const CRAWL_PAGES = 120;

const routes = [
  ...ROUTE_TABLE.map((entry) =>
    entry.path === null ? { id: entry.id, index: true } : { id: entry.id, path: entry.path },
  ),
  { id: "catch-all", path: "*" },
];

function entryOf(url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0];
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)]
    .map((match) => match[1].replaceAll("&amp;", "&").split("#")[0])
    .filter(
      (href) => !/^\/(api|_ipx|assets|es|pt)(\/|$)|^\/\/|\.(xml|json|webmanifest|js|css|png|ico)/.test(href),
    );
}

/** What a page should answer: its error status, or a redirect where its guard turns the reader away. */
function expected(entry: RouteEntry, reader: Reader): "ok" | "redirect" | number {
  if (entry.id in ERROR_PAGES) return ERROR_PAGES[entry.id];
  if (entry.guard === "login" && reader === "guest") return "redirect";
  if (entry.guard === "guest" && reader === "reader") return "redirect";
  return "ok";
}

function dataUrl(url: string): string {
  const [pathname, query] = url.split("?");
  const base = /^\/(es|pt)?$/.test(pathname)
    ? `${pathname.replace(/\/$/, "")}/_root.data`
    : `${pathname}.data`;
  return query ? `${base}?${query}` : base;
}

describe("every page of the route table, as a guest and signed in through the web form", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;
  const jar: Record<Reader, string> = { guest: "", reader: "" };
  const urls = new Map<string, string>();

  const get = (url: string, reader: Reader) =>
    harness.app.request(url, { headers: { cookie: jar[reader], "sec-fetch-site": "same-origin" } });

  /** A form POST as a browser sends it from the page itself; the jar keeps what it sets. */
  async function submit(url: string, fields: Record<string, string>) {
    const response = await harness.app.request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        cookie: jar.reader,
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        origin: "http://localhost",
      },
    });
    jar.reader = cookieHeader(response, jar.reader);
    return response;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "icaro-route-sweep-"));
    harness = await createTestApp("pglite", { env: { ICARO_DATA_DIR: dataDir } });
    for (const reader of ["guest", "reader"] as const) jar[reader] = cookieHeader(await get("/", reader));

    // Sign up as a reader does: the e-mail step, then the password step, each the page's own form.
    expect((await submit("/accounts/user/signup-email", { email: "sweep@example.com" })).status).toBe(302);
    const password = "a long enough password";
    const signUp = await submit("/accounts/user/signup-password", {
      password,
      password_confirmation: password,
    });
    expect(signUp.status).toBe(302);
    expect(jar.reader).toMatch(/icaro_session=/);

    // Crawl the English site from the home page as the guest, keeping one URL per route entry; a
    // link to an entry not reached yet is followed before the rest.
    const queue = [...STARTS];
    const seen = new Set(queue);
    for (let visited = 0; queue.length > 0 && visited < CRAWL_PAGES; visited += 1) {
      const next = queue.findIndex((link) => !urls.has(entryOf(link) ?? ""));
      if (next === -1) break;
      const [url] = queue.splice(next, 1);
      const response = await get(url, "guest");
      const id = entryOf(url);
      if (id && response.status === 200) urls.set(id, url);
      if (!response.headers.get("content-type")?.includes("text/html")) continue;
      for (const link of linksOf(await response.text())) {
        if (seen.has(link) || !entryOf(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    for (const [id, url] of Object.entries(UNLINKED)) if (!urls.has(id)) urls.set(id, url);
    // The short forms of a story's and a video's address, which only shared links use.
    const [, post, storyId] = /^\/([^/]+)\/news_stories\/(\d+)\//.exec(urls.get("article-slug") ?? "") ?? [];
    const [, videoPost, videoId] = /^\/([^/]+)\/videos\/(\d+)\//.exec(urls.get("video-slug") ?? "") ?? [];
    urls.set("article-web", `/${post}/news_stories/web/${storyId}`);
    urls.set("video-web", `/${videoPost}/videos/web/${videoId}`);
    urls.set("tv-post", `/tv/${videoPost}/${videoId}`);

    // The reader follows a team of a story, through the API as the page's script does.
    const story = (await (await get("/api/v3/feed?per=60&context=news_stories", "guest")).json()) as {
      tags: { id: number; context: string; name: string }[];
    }[];
    const team = story.flatMap((item) => item.tags).find((tag) => tag.context === "teams");
    expect(team).toBeDefined();
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(jar.reader)?.[1] ?? "";
    const follow = await harness.app.request("/api/v3/follows", {
      method: "POST",
      body: JSON.stringify({ id: team?.id, context: "teams" }),
      headers: { cookie: jar.reader, "content-type": "application/json", "x-xsrf-token": xsrf },
    });
    expect(follow.status).toBe(201);
    const followed = { id: team?.id ?? 0, context: "teams", name: team?.name ?? "" };
    urls.set("favorites-view-selected", `/favorites/all/${compositeSegment(packSelected(followed))}/feed`);
    urls.set("search-entity", searchEntityPath(followed));
    const league = story.flatMap((item) => item.tags).find((tag) => tag.context === "leagues");
    expect(league).toBeDefined();
    urls.set("sports-feed", sportsFeedPath({ name: league?.name, id: league?.id ?? 0 }));
  }, 240_000);

  afterAll(async () => {
    await harness.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reaches every entry of the route table", () => {
    expect(ROUTE_TABLE.map((entry) => entry.id).filter((id) => !urls.has(id))).toEqual([]);
  });

  const cases = ROUTE_TABLE.flatMap((entry) =>
    LOCALES.flatMap((locale) =>
      (["guest", "reader"] as const).map((reader) => [entry.id, locale, reader] as const),
    ),
  );
  it.each(cases)("%s in %s as a %s", async (id, locale, reader) => {
    const entry = ROUTE_TABLE.find((candidate) => candidate.id === id) as RouteEntry;
    const url = urls.get(entry.id);
    if (!url) throw new Error(`no URL for ${entry.id}`);
    const localized = `${PREFIX[locale]}${url}`.replace(/(.)\/(\?|$)/, "$1$2");
    const want = expected(entry, reader);
    // Each Favourites view in all its tabs: each reads through its own list endpoint.
    const tabs = entry.id.startsWith("favorites-view")
      ? FAVORITES_TABS.map((tab) => localized.replace(/\/feed$/, `/${tab}`))
      : [localized];
    for (const request of tabs.flatMap((page) => [page, dataUrl(page)])) {
      const response = await get(request, reader);
      const where = `${request} → ${response.status}`;
      if (typeof want === "number") expect(response.status, where).toBe(want);
      else if (want === "redirect") {
        // A document redirects; a client navigation's data says where in its own 202/204 answer.
        expect([200, 202, 204, 302, 303], where).toContain(response.status);
        if (!request.includes(".data")) expect([302, 303], where).toContain(response.status);
      } else expect(response.status, where).toBeLessThan(400);
    }
  });
});
