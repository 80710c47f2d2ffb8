import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, SECTION_KEYS } from "#core/content/content.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { articleProfiles, articles, discoverNodes, profiles, publishers } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { loadFootballLeagues } from "./football-data.ts";
import { generateDemoEdition } from "./generate-edition.ts";
import { seedDemo } from "./seed-demo.ts";

describe.each(ENGINES)("demo edition on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let seededAt: number;
  beforeAll(async () => {
    seededAt = Date.now();
    // Like a first start: the app's harness runs the demo seeders on an empty database.
    harness = await createTestApp(engine);
  });
  afterAll(() => harness.close());

  const tableCounts = async () => {
    const db = harness.db;
    const [[a], [p], [pr], [t], [d]] = await Promise.all([
      db.select({ n: count() }).from(articles),
      db.select({ n: count() }).from(publishers),
      db.select({ n: count() }).from(profiles),
      db.select({ n: count() }).from(articleProfiles),
      db.select({ n: count() }).from(discoverNodes),
    ]);
    return { articles: a.n, publishers: p.n, profiles: pr.n, tags: t.n, nodes: d.n };
  };

  it("fills an empty database with stories and videos in every section and language", async () => {
    const rows = await harness.db
      .select({
        context: articles.context,
        section: articles.section,
        language: articles.language,
        n: count(),
      })
      .from(articles)
      .groupBy(articles.context, articles.section, articles.language);
    const total = (context: string) =>
      rows.filter((r) => r.context === context).reduce((sum, r) => sum + r.n, 0);
    expect(total("news_stories")).toBeGreaterThanOrEqual(300);
    expect(total("videos")).toBeGreaterThanOrEqual(40);
    for (const context of ["news_stories", "videos"]) {
      for (const section of SECTION_KEYS) {
        for (const language of CONTENT_LANGUAGES) {
          const found = rows.find(
            (r) => r.context === context && r.section === section && r.language === language,
          );
          expect(found?.n ?? 0, `${context} ${section} ${language}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("stores a dozen publishers with logos and a profile for every team of the football data", async () => {
    const stored = await harness.db.select().from(publishers);
    expect(stored.length).toBeGreaterThanOrEqual(12);
    for (const publisher of stored) expect(publisher.logo).toMatch(/^\/media\/demo\/publisher-\d+\.svg$/);
    const teams = new Set(
      (
        await harness.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.context, "teams"))
      ).map((row) => row.name),
    );
    for (const team of loadFootballLeagues().flatMap((league) => league.teams)) expect(teams).toContain(team);
    const leagues = await harness.db.select().from(profiles).where(eq(profiles.context, "leagues"));
    expect(leagues.length).toBe(4);
    for (const league of leagues) expect(league.hasStandings).toBe(true);
    const [entities] = await harness.db
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.context, "entities"));
    expect(entities.n).toBeGreaterThanOrEqual(10);
  });

  it("dates everything within the last 30 days, the newest a few minutes ago", async () => {
    const [range] = await harness.db
      .select({
        newest: sql<string>`max(${articles.publishDate})`,
        oldest: sql<string>`min(${articles.publishDate})`,
      })
      .from(articles);
    const newest = new Date(range.newest).getTime();
    const oldest = new Date(range.oldest).getTime();
    expect(newest).toBeLessThanOrEqual(Date.now());
    expect(seededAt - newest).toBeLessThan(15 * 60_000);
    expect(seededAt - oldest).toBeLessThanOrEqual(30 * 86_400_000);
  });

  it("tags stories with the profiles they mention, and shows them through the API shape", async () => {
    const [untagged] = await harness.db
      .select({ n: count() })
      .from(articles)
      .where(
        and(
          eq(articles.section, "sports"),
          sql`not exists (select 1 from ${articleProfiles} where ${articleProfiles.articleId} = ${articles.id})`,
        ),
      );
    expect(untagged.n).toBe(0);
    const [hero] = await harness.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.language, "es"), eq(articles.section, "sports"), gt(articles.importance, 0)))
      .orderBy(sql`${articles.publishDate} desc`)
      .limit(1);
    const [json] = await articlesByIds(harness.db, [hero.id], { withBody: true });
    expect(json.language).toBe("es");
    expect(json.verticals).toEqual([
      { key: "sports", label: "Deportes", labels: { en: "Sports", es: "Deportes", pt: "Esportes" } },
    ]);
    expect(json.tags.length).toBeGreaterThan(0);
    expect(json.photos[0]).toMatchObject({ width: 1200, height: 675 });
    expect(json.photos[0].original).toMatch(/^\/media\/demo\/(pitch|player|track)-\d+\.svg$/);
    expect(json.photos[0]).toMatchObject({ caption: expect.any(String), credit: expect.any(String) });
    expect(json.body).toMatch(/^<p>/);
    expect(Array.isArray(json.link) && json.link[0].url).toMatch(/^https:\/\//);
    expect(json.publisher.logo).toMatch(/^\/media\/demo\//);
  });

  it("indexes the text in the story's language", async () => {
    const found = await harness.db
      .select({ id: articles.id, language: articles.language })
      .from(articles)
      .where(sql`${articles.searchVector} @@ plainto_tsquery('spanish', 'inteligencia artificial')`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => row.language === "es")).toBe(true);
  });

  it("gives videos the demo's clips, in both forms", async () => {
    const videos = await harness.db.select().from(articles).where(eq(articles.context, "videos"));
    for (const video of videos) {
      expect(video.videoLink).toMatch(/^\/media\/demo\/clip-[a-z]+\.(mp4|m3u8)$/);
      expect(video.videos[0]).toMatchObject({ link: video.videoLink });
    }
    const links = new Set(videos.map((video) => video.videoLink));
    // Five clips of their own length and picture, each as MP4 and HLS (one 4 s pattern before).
    expect(links.size).toBe(10);
  });

  it("builds site 763's Discover tree on the stored profiles", async () => {
    const nodes = await harness.db.select().from(discoverNodes).where(eq(discoverNodes.siteId, 763));
    const roots = nodes.filter((node) => node.parentKey === null).map((node) => node.key);
    expect(roots.sort()).toEqual(["athletes", "football", "teams", "topics"]);
    const [orphans] = await harness.db
      .select({ n: count() })
      .from(discoverNodes)
      .where(and(eq(discoverNodes.type, "profile"), isNull(discoverNodes.profileId)));
    expect(orphans.n).toBe(0);
    const ai = nodes.find((node) => node.key === "topics.artificial-intelligence");
    const [profile] = await harness.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, ai?.profileId ?? -1));
    expect(profile.name).toBe("Artificial Intelligence");
  });

  it("adds nothing when seeding runs again", async () => {
    const before = await tableCounts();
    await seedDemo(harness.db, createLogger("silent"));
    expect(await tableCounts()).toEqual(before);
  });

  it("adds a requested number of stories next to existing ones, reusing publishers and profiles", async () => {
    const before = await tableCounts();
    const progress: number[] = [];
    const result = await generateDemoEdition(harness.db, {
      articles: 25,
      videos: 5,
      now: new Date(Date.now() + 3_600_000),
      onProgress: (done, total) => progress.push(done, total),
    });
    expect(result).toEqual({ publishers: 0, profiles: 0, articles: 25, videos: 5 });
    expect(progress).toEqual([30, 30]);
    const after = await tableCounts();
    expect(after).toMatchObject({
      articles: before.articles + 30,
      publishers: before.publishers,
      profiles: before.profiles,
      nodes: before.nodes,
    });
    await expect(generateDemoEdition(harness.db, { articles: -1 })).rejects.toThrow(RangeError);
  });

  describe("the picture route", () => {
    it("serves a demo picture as a year-cached SVG", async () => {
      const response = await harness.app.request("/media/demo/sports-3.svg");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = await response.text();
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(await (await harness.app.request("/media/demo/sports-3.svg")).text()).toBe(body);
    });

    it("serves every picture the stored stories, publishers and profiles point at", async () => {
      const paths = new Set<string>();
      for (const row of await harness.db.select({ photos: articles.photos }).from(articles).limit(60)) {
        for (const photo of row.photos) paths.add(photo.original);
      }
      for (const row of await harness.db.select({ logo: publishers.logo }).from(publishers))
        paths.add(row.logo ?? "");
      for (const row of await harness.db.select({ photo: profiles.photo }).from(profiles).limit(60)) {
        paths.add(row.photo ?? "");
      }
      for (const path of paths) expect((await harness.app.request(path)).status, path).toBe(200);
    });

    it("answers 404 for an unknown picture and 400 for a malformed name", async () => {
      const unknown = await harness.app.request("/media/demo/weather-1.svg");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: { code: "not_found" } });
      for (const bad of [
        "/media/demo/Sports_3.svg",
        "/media/demo/sports-3%3Cscript%3E.svg",
        "/media/demo/x.svg",
      ]) {
        const response = await harness.app.request(bad);
        expect(response.status, bad).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: "invalid_param" } });
      }
    });
  });
});
