import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { articles, publishers } from "#server/db/schema.ts";
import { createTestApi } from "#server/testing/test-api.ts";

/** The hero and feed micro-cache: shared by readers for its TTL, keyed by the whole query. */
describe("shared list cache", () => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  let publisherId: number;
  const addStory = async (name: string, minutesAgo: number) => {
    await harness.db.insert(articles).values({
      name,
      publisherId,
      publishDate: new Date(Date.now() - minutesAgo * 60_000),
      photos: [{ original: "/media/demo/news-1.svg" }],
      importance: 5,
    });
  };
  const names = async (path: string) =>
    ((await (await harness.api.request(path)).json()) as ArticleJson[]).map((article) => article.name);

  beforeAll(async () => {
    harness = await createTestApi("pglite", { sharedListCacheMs: 60_000 });
    [{ id: publisherId }] = await harness.db
      .insert(publishers)
      .values({ name: "Cache Daily", commonName: "Cache Daily" })
      .returning({ id: publishers.id });
    await addStory("first", 10);
  });
  afterAll(() => harness.close());

  it("serves the same feed page to the next reader until it expires", async () => {
    expect(await names("/api/v3/feed?per=5")).toEqual(["first"]);
    await addStory("second", 1);
    expect(await names("/api/v3/feed?per=5")).toEqual(["first"]);
    // Another query is another entry: it sees the new story at once.
    expect(await names("/api/v3/feed?per=6")).toEqual(["second", "first"]);
  });

  it("caches the hero the same way, apart from the feed", async () => {
    expect(await names("/api/v3/site/content/hero?per=5&site_id=763")).toEqual(["second", "first"]);
    await addStory("third", 0);
    expect(await names("/api/v3/site/content/hero?per=5&site_id=763")).toEqual(["second", "first"]);
    expect(await names("/api/v3/feed?page=1&per=7")).toEqual(["third", "second", "first"]);
  });
});
