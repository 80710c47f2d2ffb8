import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import { articleProfiles, articles, profiles, publishers } from "#server/db/schema.ts";
import { FeedError } from "#server/ingest/feed-error.ts";
import { parseFeed } from "#server/ingest/parse-feed.ts";
import { ingestFeed } from "#server/ingest/store-feed.ts";
import { syntheticFeed } from "#server/ingest/synthetic-feed.ts";
import { projectPath } from "#server/project-path.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";

const FIXTURES = projectPath("server/ingest/fixtures");
const FILES = readdirSync(FIXTURES).filter((name) => name !== "SOURCES.md");
const fetchedAt = new Date("2030-01-01T00:00:00Z");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const bytes = (text: string) => new TextEncoder().encode(text);
const MOJIBAKE = /Ã|Â|â€|\uFFFD/;

const rss = (items: string, channel = "") =>
  bytes(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title><link>https://site.example/</link>${channel}${items}</channel></rss>`,
  );
const item = (fields: Record<string, string>, extra = "") =>
  `<item>${Object.entries(fields)
    .map(([tag, value]) => `<${tag}>${value}</${tag}>`)
    .join("")}${extra}</item>`;

async function rowsOf(db: Database, publisherId: number) {
  return db.select().from(articles).where(eq(articles.publisherId, publisherId)).orderBy(asc(articles.id));
}

async function count(db: Database, table: typeof articles | typeof publishers) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

describe.each(ENGINES)("ingestFeed on %s", (engine) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.handle.db;
  });
  afterAll(() => database.drop());

  describe("every real feed", () => {
    const ids = new Map<string, number>();

    it.each(FILES)("%s: every item stored, clean and without mojibake", async (name) => {
      const parsed = parseFeed(fixture(name), { fetchedAt });
      const result = await ingestFeed(db, fixture(name), { publisher: `Fixture ${name}`, fetchedAt });
      expect(result).toMatchObject({ new: parsed.items.length, updated: 0, skipped: 0, failed: 0 });
      ids.set(name, result.publisherId);
      const rows = await rowsOf(db, result.publisherId);
      expect(rows.map((row) => row.name)).toEqual(parsed.items.map((i) => i.title));
      for (const row of rows) {
        expect(row.body).not.toMatch(/<script|\son\w+=|javascript:/i);
        expect(`${row.name} ${row.description} ${row.body}`).not.toMatch(MOJIBAKE);
        expect(row.publishDate.getTime()).not.toBe(fetchedAt.getTime());
        expect(row.searchText.length).toBeGreaterThan(0);
        expect(row.searchText).not.toMatch(/[\u0300-\u036f]|[áàãâçéêíóôõú]/i);
        expect(row.contentHash).not.toBe("");
        for (const photo of row.photos) expect(photo.original).toMatch(/^https?:\/\//);
      }
    });

    it("uolNoticias: Portuguese text, language and dates stored as written", async () => {
      const rows = await rowsOf(db, ids.get("uolNoticias.rss") ?? 0);
      expect(rows).toHaveLength(15);
      const [first] = rows;
      expect(first.name).toBe("Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno");
      expect(first.description).toMatch(/^Líder na pesquisa Ibope de intenção de voto/);
      expect(first.publishDate.toISOString()).toBe("2018-09-24T22:42:40.000Z");
      expect(first.photos).toEqual([
        {
          original:
            "https://conteudo.imguol.com.br/c/noticias/5f/2018/09/17/presidenciaveis-1537211917356_142x100.jpg",
        },
      ]);
      expect(first.link).toEqual([{ url: expect.stringMatching(/^https:\/\/noticias\.uol\.com\.br\//) }]);
      // The feed declares no language: the text tells.
      for (const row of rows) expect(row.language).toBe("pt");
      expect(rows.map((row) => `${row.name} ${row.description}`).join(" ")).toMatch(/ação/);
      expect(first.searchText).toMatch(/^Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulacoes/);
      const [publisher] = await db.select().from(publishers).where(eq(publishers.id, first.publisherId));
      expect(publisher.language).toBe("pt");
    });

    it("uolNoticias: the search vector is Portuguese and accent-insensitive", async () => {
      const [found] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(
          sql`${articles.publisherId} = ${ids.get("uolNoticias.rss")} and ${articles.searchVector} @@ plainto_tsquery('portuguese', 'simulacoes')`,
        );
      expect(found.n).toBeGreaterThan(0);
    });

    it("encoding.rss: declared ISO-8859-1, pt-PT, categories", async () => {
      const rows = await rowsOf(db, ids.get("encoding.rss") ?? 0);
      expect(rows).toHaveLength(40);
      expect(rows[0].name).toBe("Mãe de utente é a nova presidente da Raríssimas");
      expect(rows[0].language).toBe("pt");
      expect(rows[0].categories).toEqual(["Nacional"]);
      expect(rows[0].section).toBe("news");
      expect(rows[0].publishDate.toISOString()).toBe("2018-01-03T13:47:00.000Z");
      expect(rows.filter((row) => row.categories.includes("Desporto")).map((row) => row.section)).toEqual(
        expect.arrayContaining(["sports"]),
      );
    });

    it("guardian.rss: photos, authors, sections from the categories, safe links", async () => {
      const rows = await rowsOf(db, ids.get("guardian.rss") ?? 0);
      expect(rows).toHaveLength(55);
      for (const row of rows) {
        expect(row.language).toBe("en");
        expect(row.photos[0].original).toMatch(/^https:\/\/i\.guim\.co\.uk\//);
      }
      expect(rows[0].name).toBe("Trump State of the Union address promised unity but emphasized discord");
      expect(rows[0].author).toBe("David Smith in Washington");
      expect(rows[0].section).toBe("news");
      expect(rows[0].body).toContain('rel="noopener noreferrer nofollow"');
      const eagles = rows.find((row) => row.categories.includes("Philadelphia Eagles"));
      expect(eagles?.section).toBe("sports");
      const lorde = rows.find((row) => row.categories.includes("Lorde"));
      expect(lorde?.section).toBe("music");
      expect(new Set(rows.map((row) => row.section))).toEqual(
        new Set(["news", "sports", "music", "tech", "tv", "entertainment", "lifestyle"]),
      );
    });

    it("content-encoded.rss, the JSON Feed and the Atom feed", async () => {
      const medium = await rowsOf(db, ids.get("content-encoded.rss") ?? 0);
      expect(medium[0].name).toBe("THE CREATIVE FORAGER");
      expect(medium[0].author).toBe("Jeremy Puma");
      expect(medium[0].section).toBe("lifestyle"); // plants, environment, nature, foraging, food
      expect(medium[0].body).toMatch(/^<h4>Using Wild Ingredients/);
      const json = await rowsOf(db, ids.get("json-feed-standard-realworld.json") ?? 0);
      expect(json[0].guid).toBe("19317");
      expect(json[0].publishDate.toISOString()).toBe("2022-07-26T13:01:01.000Z");
      expect(json[0].canonicalLink).toBe("https://adactio.com/journal/19317");
      const atom = await rowsOf(db, ids.get("atom-feed-standard-realworld.xml") ?? 0);
      expect(atom).toHaveLength(38);
      expect(atom[0].publishDate.toISOString()).toBe("2022-07-28T02:43:00.000Z");
      expect(atom[0].body).not.toMatch(/target=|<font/);
    });

    it("ingesting every feed again adds nothing", async () => {
      const before = await count(db, articles);
      for (const name of FILES) {
        const result = await ingestFeed(db, fixture(name), { publisher: `fixture ${name}`.toUpperCase() });
        expect(result.publisherId).toBe(ids.get(name));
        expect(result).toMatchObject({ new: 0, updated: 0, failed: 0 });
        expect(result.skipped).toBe(parseFeed(fixture(name)).items.length);
      }
      expect(await count(db, articles)).toBe(before);
    });
  });

  it("updates a changed item in place and keeps the date of undated items", async () => {
    const feed = (title: string) =>
      rss(
        item({
          title: "Stays",
          link: "https://up.example/a",
          guid: "a",
          pubDate: "Mon, 01 Jan 2024 10:00:00 GMT",
        }) + item({ title, link: "https://up.example/b", guid: "b" }),
      );
    const first = await ingestFeed(db, feed("Before"), { publisher: "Updates", fetchedAt });
    expect(first).toMatchObject({ new: 2, updated: 0, skipped: 0 });
    const [, before] = await rowsOf(db, first.publisherId);
    expect(before.publishDate).toEqual(fetchedAt);

    const later = new Date("2031-01-01T00:00:00Z");
    expect(await ingestFeed(db, feed("Before"), { publisher: "Updates", fetchedAt: later })).toMatchObject({
      new: 0,
      updated: 0,
      skipped: 2,
    });
    expect(await ingestFeed(db, feed("After"), { publisher: "Updates", fetchedAt: later })).toMatchObject({
      new: 0,
      updated: 1,
      skipped: 1,
    });
    const rows = await rowsOf(db, first.publisherId);
    expect(rows).toHaveLength(2);
    expect(rows[1].id).toBe(before.id);
    expect(rows[1].name).toBe("After");
    expect(rows[1].publishDate).toEqual(fetchedAt);
    expect(rows[1].searchText).toMatch(/^After/);
  });

  it("recognises a story by its canonical link when the feed has no guid", async () => {
    const first = await ingestFeed(
      db,
      rss(item({ title: "Linked", link: "https://LINKS.example/story/?utm_source=rss&id=7#top" })),
      { publisher: "Links" },
    );
    expect(first.new).toBe(1);
    const second = await ingestFeed(
      db,
      rss(
        item({ title: "Linked", link: "https://links.example/story?id=7&amp;utm_medium=email" }) +
          item({ title: "Linked again", link: "https://links.example/story?id=7" }),
      ),
      { publisher: "Links" },
    );
    expect(second.new).toBe(0);
    expect(second.updated + second.skipped).toBe(2);
    const rows = await rowsOf(db, first.publisherId);
    expect(rows).toHaveLength(1);
    expect(rows[0].canonicalLink).toBe("https://links.example/story?id=7");
  });

  it("links tags to existing profiles by name and alias, accent- and case-insensitively, whole words", async () => {
    const [flamengo, messi, barcelona] = await db
      .insert(profiles)
      .values([
        { context: "teams", name: "Flamengo", commonName: "Flamengo", aliases: ["Mengão"] },
        { context: "athletes", name: "Lionel Messi", commonName: "Messi", aliases: ["Messi", "La Pulga"] },
        { context: "teams", name: "FC Barcelona", commonName: "Barcelona", aliases: ["Barça"] },
      ])
      .returning();
    const profilesBefore = (await db.select().from(profiles)).length;
    const result = await ingestFeed(
      db,
      rss(
        item({ title: "MENGAO vence mais uma", link: "https://tags.example/1" }) +
          item({ title: "Messi brilha", link: "https://tags.example/2", description: "Gol da la pulga" }) +
          item({ title: "Barcas no porto", link: "https://tags.example/3", category: "Barca" }) +
          item({
            title: "Nothing here",
            link: "https://tags.example/4",
            description: "Messias e Flamenguistas",
          }),
      ),
      { publisher: "Tags" },
    );
    expect(result.new).toBe(4);
    const rows = await rowsOf(db, result.publisherId);
    const tags = await db.select().from(articleProfiles);
    const tagsOf = (id: number) =>
      tags
        .filter((t) => t.articleId === id)
        .map((t) => t.profileId)
        .sort();
    expect(tagsOf(rows[0].id)).toEqual([flamengo.id]);
    expect(tagsOf(rows[1].id)).toEqual([messi.id]);
    expect(tagsOf(rows[2].id)).toEqual([barcelona.id]); // by the category "Barca", not "Barcas"
    expect(tagsOf(rows[3].id)).toEqual([]);
    expect(rows[1].searchText).toContain("Lionel Messi");
    expect((await db.select().from(profiles)).length).toBe(profilesBefore);
  });

  it("stores videos as videos: enclosures, media:content and YouTube links", async () => {
    const result = await ingestFeed(
      db,
      rss(
        item(
          { title: "Clip", link: "https://vid.example/clip", guid: "clip-1" },
          '<enclosure url="https://cdn.vid.example/clip.mp4" type="video/mp4" length="1"/>',
        ) +
          item({ title: "On YouTube", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }) +
          item({ title: "A story", link: "https://vid.example/story" }),
      ),
      { publisher: "Videos" },
    );
    const rows = await rowsOf(db, result.publisherId);
    expect(rows.map((row) => row.context)).toEqual(["videos", "videos", "news_stories"]);
    expect(rows[0]).toMatchObject({ videoLink: "https://cdn.vid.example/clip.mp4", videoGuid: "clip-1" });
    expect(rows[0].videos).toEqual([
      { link: "https://cdn.vid.example/clip.mp4", guid: "clip-1", type: "file" },
    ]);
    expect(rows[1]).toMatchObject({
      videoGuid: "dQw4w9WgXcQ",
      videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(rows[2]).toMatchObject({ videoLink: null, videos: [] });
  });

  it("keeps a video's duration and captions, and the article JSON carries them (docs/decisions/0072-tv-player-and-next-video-countdown.md)", async () => {
    const result = await ingestFeed(db, fixture("video-mrss.rss"), { publisher: "Captions" });
    const rows = await rowsOf(db, result.publisherId);
    expect(rows.map((row) => row.context)).toEqual(["videos", "videos", "news_stories"]);
    expect(rows[0].videos).toEqual([
      {
        link: "https://video.example/media/highlights.m3u8",
        guid: "highlights-1",
        type: "hls",
        duration: 95,
        captions: [
          {
            language: "pt-BR",
            label: "Português (Brasil)",
            src: "https://video.example/captions/highlights.pt.vtt",
          },
          { language: "en", label: "English", src: "https://video.example/captions/highlights.en.vtt" },
          { language: "es", label: "Español", src: "https://video.example/captions/highlights.es.vtt" },
        ],
      },
    ]);
    expect(rows[0].photos).toEqual([{ original: "https://video.example/posters/highlights.jpg" }]);
    expect(rows[1].videos[0]).toMatchObject({ duration: 3723, captions: [{ language: "pt-BR" }] });
    const [json] = await articlesByIds(db, [rows[0].id]);
    expect(json.videos[0]).toMatchObject({
      duration: 95,
      captions: expect.arrayContaining([expect.objectContaining({ language: "es" })]),
    });
  });

  it("takes the section and language from the options", async () => {
    const feed = rss(item({ title: "Anything", link: "https://opt.example/1", category: "Technology" }));
    const result = await ingestFeed(db, feed, {
      publisher: "Options",
      section: "esports",
      language: "es-MX",
    });
    const [row] = await rowsOf(db, result.publisherId);
    expect(row).toMatchObject({ section: "esports", language: "es" });
    const other = await ingestFeed(
      db,
      rss(item({ title: "Tech", link: "https://opt2.example/1", category: "Tecnologia" })),
      {
        publisher: "Options two",
        language: "fr",
      },
    );
    const [second] = await rowsOf(db, other.publisherId);
    expect(second).toMatchObject({ section: "tech", language: "en" });
    await expect(ingestFeed(db, feed, { publisher: "Options", section: "weather" })).rejects.toThrow(
      /Unknown section/,
    );
  });

  it("stores a JSON Feed 1.1 of relative links from a file: they resolve against its feed_url", async () => {
    const feed = bytes(
      JSON.stringify({
        version: "https://jsonfeed.org/version/1.1",
        title: "Relative links",
        feed_url: "https://relative.example/feeds/latest.json",
        items: [
          { id: "r1", url: "/stories/1", title: "Relative one", content_text: "One.", image: "/img/1.jpg" },
          { id: "r2", url: "/stories/2", title: "Relative two", content_text: "Two." },
        ],
      }),
    );
    const result = await ingestFeed(db, feed, { publisher: "Relative links", fetchedAt });
    expect(result).toMatchObject({ new: 2, failed: 0 });
    const rows = await rowsOf(db, result.publisherId);
    expect(rows.map((row) => row.canonicalLink)).toEqual([
      "https://relative.example/stories/1",
      "https://relative.example/stories/2",
    ]);
    expect(rows[0].photos.map((photo) => photo.original)).toEqual(["https://relative.example/img/1.jpg"]);
  });

  it("counts bad items and keeps the good ones", async () => {
    const result = await ingestFeed(
      db,
      rss(
        item({ title: "Good one", link: "https://bad.example/1" }) +
          item({ description: "no title, no link" }) +
          item({ title: "No link" }) +
          item({ title: "Good two", link: "https://bad.example/2" }),
      ),
      { publisher: "Bad items" },
    );
    expect(result).toMatchObject({ new: 2, failed: 2, skipped: 0 });
  });

  describe("hostile feeds", () => {
    it("stores XSS payloads sanitized", async () => {
      const result = await ingestFeed(
        db,
        rss(
          item({
            title: "&lt;img src=x onerror=alert(1)&gt;Headline",
            link: "https://xss.example/1",
            description: `<![CDATA[<p onclick="steal()">Text</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/"></iframe><img src="https://img.example/a.jpg" onerror="alert(1)">]]>`,
          }),
        ),
        { publisher: "XSS" },
      );
      const [row] = await rowsOf(db, result.publisherId);
      expect(row.name).toBe("Headline");
      expect(row.body).toBe(
        '<p>Text</p><a rel="noopener noreferrer nofollow">x</a><img src="https://img.example/a.jpg" />',
      );
      expect(row.photos).toEqual([{ original: "https://img.example/a.jpg" }]);
    });

    it("refuses entity expansion and truncated XML with nothing written", async () => {
      const before = [await count(db, articles), await count(db, publishers)];
      const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><rss version="2.0"><channel><title>&b;</title><item><title>&b;</title><link>https://bomb.example/</link></item></channel></rss>`;
      await expect(ingestFeed(db, bytes(bomb), { publisher: "Bomb" })).rejects.toThrow(FeedError);
      const full = new TextDecoder().decode(syntheticFeed({ items: 20 }));
      await expect(
        ingestFeed(db, bytes(full.slice(0, full.length / 2)), { publisher: "Truncated" }),
      ).rejects.toThrow(/truncated/);
      await expect(
        ingestFeed(db, bytes("<html><body>Hi</body></html>"), { publisher: "Html" }),
      ).rejects.toThrow(FeedError);
      expect([await count(db, articles), await count(db, publishers)]).toEqual(before);
    });

    it("rolls everything back when a write fails half-way", async () => {
      const before = [await count(db, articles), await count(db, publishers)];
      await expect(
        ingestFeed(db, syntheticFeed({ items: 1200, prefix: "rollback" }), {
          publisher: "Rollback",
          onProgress: () => {
            throw new Error("disk full");
          },
        }),
      ).rejects.toThrow("disk full");
      expect([await count(db, articles), await count(db, publishers)]).toEqual(before);
    });

    it("stores NUL characters and enormous guids without failing the feed", async () => {
      const result = await ingestFeed(
        db,
        rss(
          item({ title: "Nul\u0000 title", link: "https://nul.example/1", description: "a\u0000b" }) +
            item({ title: "Long guid", link: "https://nul.example/2", guid: "g".repeat(20_000) }),
        ),
        { publisher: "Nul" },
      );
      expect(result.new).toBe(2);
      const rows = await rowsOf(db, result.publisherId);
      expect(rows[0].name).toBe("Nul title");
      expect(rows[1].guid).toMatch(/^sha256:/);
      const again = await ingestFeed(
        db,
        rss(item({ title: "Long guid", link: "https://nul.example/2", guid: "g".repeat(20_000) })),
        { publisher: "Nul" },
      );
      expect(again).toMatchObject({ new: 0, skipped: 1 });
    });

    it("ingests a 2 MB feed of 700 items", async () => {
      const feed = syntheticFeed({ items: 700, bodyBytes: 2_800, prefix: "big" });
      expect(feed.length).toBeGreaterThan(2_000_000);
      const result = await ingestFeed(db, feed, { publisher: "Two megabytes" });
      expect(result).toMatchObject({ new: 700, updated: 0, skipped: 0, failed: 0 });
      const rows = await rowsOf(db, result.publisherId);
      expect(rows).toHaveLength(700);
      expect(rows[699].name).toBe("Story number 699 about the city council");
      expect(new Set(rows.map((row) => row.section)).size).toBeGreaterThan(4);
    });

    // Several batches of every kind (lookups of 1,000, inserts of 500, tag rows of 2,500): what
    // breaks with size breaks here. Throughput at 10,000 items and more is bench/ingest.ts's job.
    it("ingests a feed of many batches, and again with nothing new", async () => {
      const items = 2_600;
      const feed = syntheticFeed({ items, bodyBytes: 200, prefix: "huge" });
      const progress: number[] = [];
      const result = await ingestFeed(db, feed, {
        publisher: "Ten thousand",
        onProgress: (done, total) => {
          expect(total).toBe(items);
          progress.push(done);
        },
      });
      expect(result).toMatchObject({ new: items, updated: 0, skipped: 0, failed: 0 });
      expect(progress.at(-1)).toBe(items);
      expect((await rowsOf(db, result.publisherId)).length).toBe(items);
      expect(await ingestFeed(db, feed, { publisher: "Ten thousand" })).toMatchObject({
        new: 0,
        skipped: items,
      });
    });
  });
});
