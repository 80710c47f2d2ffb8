import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import { articleProfiles, articles, profiles, publishers } from "#server/db/schema.ts";
import type { ApiOperation } from "#server/http/api/api-operation.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import {
  feedOperation,
  heroOperation,
  mediaOperation,
  profileFeedOperation,
  profileOperation,
} from "./content-operations.ts";

const HOUR = 3_600_000;
const NOW = Date.now();
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR);

type Fixture = {
  key: string;
  hours: number;
  context?: "news_stories" | "videos";
  section?: string;
  language?: "en" | "es" | "pt";
  importance?: number;
  photo?: boolean;
  tags?: string[];
};

/*
 * 20 articles. Two share a publish date (the id breaks the tie); one is dated in the future (a
 * feed's broken time zone); six are within the hero's 48 hours.
 */
const FIXTURES: Fixture[] = [
  { key: "future", hours: -5, importance: 99, photo: true },
  { key: "h1", hours: 1, importance: 2, photo: true, tags: ["team", "league"] },
  { key: "h2", hours: 2, importance: 9, photo: false, tags: ["team"] },
  { key: "h3", hours: 3, importance: 5, photo: true, section: "sports", language: "pt", tags: ["league"] },
  { key: "tieA", hours: 10, importance: 1, photo: true, context: "videos", section: "tv" },
  { key: "tieB", hours: 10, importance: 1, photo: true, context: "videos", section: "tv", language: "es" },
  { key: "h20", hours: 20, importance: 7, photo: true, section: "sports", tags: ["athlete"] },
  { key: "d3", hours: 72, importance: 8, photo: true, section: "sports", language: "es", tags: ["team"] },
  { key: "d4", hours: 96, importance: 0, photo: true, tags: ["athlete", "team"] },
  { key: "d10", hours: 240, importance: 10, photo: true, section: "tech", tags: ["league"] },
  ...Array.from({ length: 10 }, (_, i) => ({
    key: `old${i}`,
    hours: 400 + i * 24,
    section: i % 2 ? "music" : "news",
    language: (["en", "es", "pt"] as const)[i % 3],
    photo: i % 2 === 0,
  })),
];

describe.each(ENGINES)("content API on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  const idOf = new Map<string, number>();
  const profileId = new Map<string, number>();
  /** The fixtures in the feed's order: newest first, the larger id first on equal dates. */
  let newestFirst: string[] = [];

  beforeAll(async () => {
    harness = await createTestApi(engine);
    const { db } = harness;
    const [publisher] = await db
      .insert(publishers)
      .values({ name: "Daily Test", commonName: "Daily Test", logo: "https://img.example/logo.png" })
      .returning();
    const people = await db
      .insert(profiles)
      .values([
        { context: "teams", name: "São Paulo FC", commonName: "São Paulo", aliases: ["Tricolor"] },
        { context: "leagues", name: "Brasileirão", commonName: "Série A", hasStandings: true },
        { context: "athletes", name: "Lionel Messi", commonName: "Messi", shortName: "Messi" },
        { context: "entities", name: "Climate", commonName: "Climate" },
      ])
      .returning();
    for (const [i, key] of ["team", "league", "athlete", "entity"].entries())
      profileId.set(key, people[i].id);
    for (const fixture of FIXTURES) {
      const name = `Story ${fixture.key}`;
      const [row] = await db
        .insert(articles)
        .values({
          name,
          description: `About ${fixture.key}`,
          body: `<p>Body of ${fixture.key}</p>`,
          publishDate: hoursAgo(fixture.hours),
          publisherId: publisher.id,
          context: fixture.context ?? "news_stories",
          section: fixture.section ?? "news",
          language: fixture.language ?? "en",
          importance: fixture.importance ?? 0,
          photos: fixture.photo ? [{ original: `https://img.example/${fixture.key}.jpg` }] : [],
          link: [{ url: `https://news.example/${fixture.key}` }],
          guid: fixture.key,
          searchText: articleSearchText({ name }),
        })
        .returning({ id: articles.id });
      idOf.set(fixture.key, row.id);
      for (const tag of fixture.tags ?? []) {
        await db
          .insert(articleProfiles)
          .values({ articleId: row.id, profileId: profileId.get(tag) as number });
      }
    }
    newestFirst = [...FIXTURES]
      .sort((a, b) => a.hours - b.hours || (idOf.get(b.key) ?? 0) - (idOf.get(a.key) ?? 0))
      .map((f) => f.key);
  });
  afterAll(() => harness.close());

  const get = (path: string) => harness.api.request(`/api/v3/${path}`);
  const list = async (path: string): Promise<ArticleJson[]> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    return body;
  };
  const keysOf = (items: ArticleJson[]) => {
    const keyById = new Map([...idOf].map(([key, id]) => [id, key]));
    return items.map((item) => keyById.get(item.id));
  };

  describe("feed", () => {
    it("lists every article newest first, ten by default, without bodies", async () => {
      const items = await list("feed");
      expect(keysOf(items)).toEqual(newestFirst.slice(0, 10));
      expect(keysOf(items).indexOf("tieB")).toBe(keysOf(items).indexOf("tieA") - 1);
      for (const item of items) expect(item).not.toHaveProperty("body");
      const h1 = items.find((item) => item.id === idOf.get("h1"));
      expect(h1).toMatchObject({
        name: "Story h1",
        context: "news_stories",
        publisher: { name: "Daily Test", common_name: "Daily Test" },
        verticals: [{ key: "news", label: "News" }],
        photos: [{ original: "https://img.example/h1.jpg" }],
        link: [{ url: "https://news.example/h1" }],
        language: "en",
      });
      expect(h1?.tags.map((tag) => tag.name).sort()).toEqual(["Brasileirão", "São Paulo FC"]);
      expect(h1?.tags[0]).toMatchObject({ following: false, photo: { small: null } });
    });

    it("pages without gaps or repeats", async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`feed?page=${page}&per=6`)));
      expect(pages.map((page) => page.length)).toEqual([6, 6, 6, 2]);
      expect(keysOf(pages.flat())).toEqual(newestFirst);
      expect(await list("feed?page=5&per=6")).toEqual([]);
    });

    it("holds still under a timestamp while new stories arrive", async () => {
      const pinned = new Date(NOW).toISOString();
      const firstPage = await list(`feed?per=5&timestamp=${pinned}`);
      // The future-dated story is after the pin.
      expect(keysOf(firstPage)).toEqual(newestFirst.filter((key) => key !== "future").slice(0, 5));
      const [publisher] = await harness.db.select().from(publishers).limit(1);
      const [fresh] = await harness.db
        .insert(articles)
        .values({ name: "Breaking", publishDate: new Date(NOW + 1000), publisherId: publisher.id })
        .returning({ id: articles.id });
      try {
        const secondPinned = await list(`feed?per=5&page=2&timestamp=${NOW}`);
        expect(keysOf(secondPinned)).toEqual(newestFirst.filter((key) => key !== "future").slice(5, 10));
        expect(await list(`feed?per=5&page=2&timestamp=${encodeURIComponent(pinned)}`)).toEqual(secondPinned);
        // Without the pin the new story pushes everything one place down.
        const unpinned = await list("feed?per=5&page=1");
        expect(unpinned.map((item) => item.id)).toContain(fresh.id);
      } finally {
        await harness.db.delete(articles).where(eq(articles.id, fresh.id));
      }
    });

    it("filters by section, language and type", async () => {
      expect(keysOf(await list("feed?section=sports&per=100"))).toEqual(["h3", "h20", "d3"]);
      expect(keysOf(await list("feed?language=es&per=100"))).toEqual(
        newestFirst.filter((key) => FIXTURES.find((f) => f.key === key)?.language === "es"),
      );
      expect(keysOf(await list("feed?context=videos"))).toEqual(["tieB", "tieA"]);
      expect(keysOf(await list("feed?context=videos&language=es"))).toEqual(["tieB"]);
      expect(await list("feed?section=esports")).toEqual([]);
    });
  });

  describe("hero", () => {
    it("ranks the last 48 hours: photos first, then importance, then newest", async () => {
      const items = await list("site/content/hero?per=5&site_id=763");
      // h2 is the most important but has no photo; the future story is not out yet.
      expect(keysOf(items)).toEqual(["h20", "h3", "h1", "tieB", "tieA"]);
      expect(keysOf(await list("site/content/hero?per=5&page=2"))).toEqual(["h2"]);
    });

    it("widens the window when two days hold less than a page", async () => {
      // Six stories in 48 hours, so a page of eight reaches back to a week (d3, d4) but not d10.
      const items = await list("site/content/hero?per=8");
      expect(keysOf(items)).toEqual(["d3", "h20", "h3", "h1", "tieB", "tieA", "d4", "h2"]);
    });

    it("narrows to one language when asked", async () => {
      // Spanish: tieB (10 h), d3 (72 h), then old stories; a page of two stays within a week.
      expect(keysOf(await list("site/content/hero?per=2&language=es"))).toEqual(["d3", "tieB"]);
      expect(keysOf(await list("site/content/hero?per=1&language=pt"))).toEqual(["h3"]);
    });

    it("defaults to ten", async () => {
      expect(await list("site/content/hero")).toHaveLength(10);
    });
  });

  describe("profiles", () => {
    const post = (path: string, body: unknown, type = "application/json") =>
      harness.api.request(`/api/v3/${path}`, {
        method: "POST",
        headers: { "content-type": type },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    it("POST profiles/feed lists articles tagged with any profile, once each", async () => {
      const response = await post("profiles/feed?per=100", {
        profiles: [
          { id: profileId.get("team"), context: "teams", name: "São Paulo FC" },
          { id: String(profileId.get("league")), context: "leagues", name: "Brasileirão" },
        ],
      });
      expect(response.status).toBe(200);
      expect(keysOf(await response.json())).toEqual(["h1", "h2", "h3", "d3", "d4", "d10"]);
      const paged = await post("profiles/feed?per=2&page=2", {
        profiles: [
          { id: profileId.get("team"), context: "teams" },
          { id: profileId.get("league"), context: "leagues" },
        ],
      });
      expect(keysOf(await paged.json())).toEqual(["h3", "d3"]);
    });

    it("POST profiles/feed ignores a profile named with the wrong context", async () => {
      const response = await post("profiles/feed", {
        profiles: [{ id: profileId.get("team"), context: "athletes", name: "not a team" }],
      });
      expect(await response.json()).toEqual([]);
    });

    it.each([
      ["no profiles", { profiles: [] }, 400, "invalid_body"],
      ["no profiles key", {}, 400, "invalid_body"],
      ["an array", [1, 2], 400, "invalid_body"],
      ["a bad context", { profiles: [{ id: 1, context: "planets" }] }, 400, "invalid_body"],
      ["a non-numeric id", { profiles: [{ id: "abc", context: "teams" }] }, 400, "invalid_body"],
      ["a fractional id", { profiles: [{ id: 1.5, context: "teams" }] }, 400, "invalid_body"],
      [
        "101 profiles",
        { profiles: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, context: "teams" })) },
        400,
        "invalid_body",
      ],
      ["broken JSON", '{"profiles": [', 400, "invalid_json"],
      ["an empty body", "", 400, "invalid_body"],
    ])("POST profiles/feed with %s → %i %s", async (_, body, status, code) => {
      const response = await post("profiles/feed", body);
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    });

    it("POST profiles/feed with a text body → 415", async () => {
      const response = await post("profiles/feed", "profiles", "text/plain");
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe("unsupported_media_type");
    });

    it("POST profiles/feed accepts exactly 100 profiles", async () => {
      const response = await post("profiles/feed", {
        profiles: Array.from({ length: 100 }, (_, i) => ({ id: i + 1, context: "teams" })),
      });
      expect(response.status).toBe(200);
    });

    it("an individual feed is five a page, newest first", async () => {
      const team = profileId.get("team");
      expect(keysOf(await list(`profiles/teams/${team}/feed`))).toEqual(["h1", "h2", "d3", "d4"]);
      expect(keysOf(await list(`profiles/teams/${team}/feed?per=2&page=2`))).toEqual(["d3", "d4"]);
      const league = profileId.get("league");
      expect(keysOf(await list(`profiles/leagues/${league}/feed?page=1&per=5`))).toEqual(["h1", "h3", "d10"]);
    });

    it("an individual feed starts at start_date in every accepted form", async () => {
      const team = profileId.get("team");
      const since = hoursAgo(80);
      const day = since.toISOString().slice(0, 10);
      // d3 (72 h ago) and newer; d4 is 96 h ago. A day-only date is midnight UTC, earlier than `since`.
      expect(keysOf(await list(`profiles/teams/${team}/feed?start_date=${since.toISOString()}`))).toEqual([
        "h1",
        "h2",
        "d3",
      ]);
      const byDay = keysOf(await list(`profiles/teams/${team}/feed?start_date=${day}`));
      expect(byDay.slice(0, 3)).toEqual(["h1", "h2", "d3"]);
      const month = `${since.getUTCFullYear() + 1}_01`;
      expect(await list(`profiles/teams/${team}/feed?start_date=${month}`)).toEqual([]);
      expect(await list(`profiles/teams/${team}/feed?start_date=2000_01`)).toHaveLength(4);
      expect(await list(`profiles/teams/${team}/feed?start_date=2000-01`)).toHaveLength(4);
    });

    it("GET profiles/{context}/{id} shows the profile, its article count and whether the reader follows it", async () => {
      const response = await get(`profiles/leagues/${profileId.get("league")}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: profileId.get("league"),
        context: "leagues",
        name: "Brasileirão",
        names: {},
        common_name: "Série A",
        short_name: null,
        photo: { small: null, original: null },
        has_standings: true,
        article_count: 3,
        following: false,
      });
    });

    it.each([
      ["profiles/planets/1/feed", 400, "invalid_param"],
      ["profiles/teams/abc/feed", 400, "invalid_param"],
      ["profiles/teams/0/feed", 400, "invalid_param"],
      ["profiles/teams/99999999999/feed", 400, "invalid_param"],
      ["profiles/teams/999999/feed", 404, "profile_not_found"],
      ["profiles/teams/1/feed?per=1000", 400, "invalid_query"],
      ["profiles/teams/1/feed?start_date=yesterday", 400, "invalid_query"],
      ["profiles/teams/1/feed?start_date=2024-02-31", 400, "invalid_query"],
      ["profiles/teams/1/feed?start_date=2024_13", 400, "invalid_query"],
      ["profiles/planets/1", 400, "invalid_param"],
      ["profiles/teams/x1", 400, "invalid_param"],
      ["profiles/teams/999999", 404, "profile_not_found"],
    ])("GET %s → %i %s", async (path, status, code) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    });

    it("a profile asked for under another context is not found", async () => {
      const response = await get(`profiles/athletes/${profileId.get("team")}/feed`);
      expect(response.status).toBe(404);
      expect((await get(`profiles/athletes/${profileId.get("team")}`)).status).toBe(404);
    });
  });

  describe("media", () => {
    it("answers the spec's URL form with the article, its body and tags", async () => {
      const id = idOf.get("h1");
      const items = await list(`media/news_stories/${id}&frequency=2&offset=1`);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ id, name: "Story h1", body: "<p>Body of h1</p>" });
      expect(items[0].tags.map((tag) => tag.context).sort()).toEqual(["leagues", "teams"]);
    });

    it("answers the ordinary query form and a bare id the same", async () => {
      const id = idOf.get("tieA");
      const spec = await list(`media/videos/${id}&frequency=2&offset=1`);
      expect(await list(`media/videos/${id}?frequency=2&offset=1`)).toEqual(spec);
      expect(await list(`media/videos/${id}`)).toEqual(spec);
      expect(await list(`media/videos/${id}%26frequency=2%26offset=1`)).toEqual(spec);
      expect(spec[0].video).toBeNull();
      expect(spec[0].context).toBe("videos");
    });

    it("answers an unknown id, or an id of the other type, with an empty array", async () => {
      expect(await list("media/news_stories/999999&frequency=2&offset=1")).toEqual([]);
      expect(await list(`media/news_stories/${idOf.get("tieA")}`)).toEqual([]);
    });

    it.each([
      ["media/news_stories/abc&frequency=2&offset=1", "invalid_param"],
      ["media/news_stories/12abc", "invalid_param"],
      ["media/news_stories/&frequency=2", "invalid_param"],
      ["media/podcasts/1&frequency=2&offset=1", "invalid_param"],
      ["media/news_stories/1&frequency=x&offset=1", "invalid_query"],
      ["media/news_stories/1?frequency=-1", "invalid_query"],
      ["media/news_stories/1&offset=1000", "invalid_query"],
    ])("GET %s → 400 %s", async (path, code) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    });
  });

  describe("answers as documented", () => {
    it.each(
      [
        [feedOperation, () => "feed?per=100"],
        [heroOperation, () => "site/content/hero"],
        [profileOperation, () => `profiles/teams/${profileId.get("team")}`],
        [profileFeedOperation, () => `profiles/teams/${profileId.get("team")}/feed`],
        [mediaOperation, () => `media/news_stories/${idOf.get("h1")}`],
      ].map(([op, path]) => ({ op, path, id: (op as ApiOperation).operationId })) as {
        op: ApiOperation;
        path: () => string;
        id: string;
      }[],
    )("$id", async ({ op, path }) => {
      const response = await get(path());
      expect(response.status).toBe(200);
      const body = await response.json();
      if (Array.isArray(body)) expect(body.length).toBeGreaterThan(0);
      expectDocumentedAnswer(op, 200, body);
    });

    it("errors as documented", async () => {
      const response = await get("profiles/teams/999999");
      expect(response.status).toBe(404);
      expectDocumentedAnswer(profileOperation, 404, await response.json());
    });
  });

  describe("paging limits", () => {
    it.each([
      "feed?per=1000",
      "feed?per=101",
      "feed?per=0",
      "feed?per=",
      "feed?page=0",
      "feed?page=-1",
      "feed?page=1.5",
      "feed?page=abc",
      "feed?page=1001",
      "feed?timestamp=tomorrow",
      "feed?timestamp=2024-13-45",
      "feed?section=weather",
      "feed?language=fr",
      "feed?context=podcasts",
      "site/content/hero?per=1000",
      "site/content/hero?page=0",
      "site/content/hero?site_id=abc",
      "site/content/hero?language=fr",
      "profiles/feed?per=abc",
    ])("GET %s → 400 invalid_query", async (path) => {
      const response = await (path.startsWith("profiles/feed")
        ? harness.api.request(`/api/v3/${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ profiles: [{ id: 1, context: "teams" }] }),
          })
        : get(path));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe("invalid_query");
      expect(body.error.message.length).toBeGreaterThan(0);
    });

    it("accepts the largest page and page size", async () => {
      expect(await list("feed?per=100")).toHaveLength(FIXTURES.length);
      expect(await list("feed?per=100&page=1000")).toEqual([]);
    });
  });
});
