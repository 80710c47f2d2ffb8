import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import { articles, publishers } from "#server/db/schema.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";

/** [name, UTC publish time, language]: two months of 2024, a leap day, the edges of a day, the future. */
const FIXTURES: [string, string, "en" | "es" | "pt"][] = [
  ["leap", "2024-02-29T12:00:00Z", "en"],
  ["feb-es", "2024-02-03T08:00:00Z", "es"],
  ["mar-start", "2024-03-01T00:00:00Z", "en"],
  ["mar-end", "2024-03-01T23:59:59Z", "en"],
  ["mar-next", "2024-03-02T00:00:00Z", "en"],
  ["mar-pt", "2024-03-01T10:00:00Z", "pt"],
  ["old", "2023-12-31T23:00:00Z", "en"],
  ["future", "2999-01-01T00:00:00Z", "en"],
];

describe.each(ENGINES)("content calendar on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    harness = await createTestApi(engine);
    const [publisher] = await harness.db
      .insert(publishers)
      .values({ name: "Daily Test", commonName: "Daily Test" })
      .returning();
    for (const [name, date, language] of FIXTURES) {
      await harness.db.insert(articles).values({
        name,
        publishDate: new Date(date),
        publisherId: publisher.id,
        language,
        guid: name,
        searchText: articleSearchText({ name }),
      });
    }
  });
  afterAll(() => harness.close());

  const get = (path: string) => harness.api.request(`/api/v3/${path}`);
  const counts = async (query: string) => {
    const response = await get(`site/content/calendar${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { counts: unknown[] }).counts;
  };

  it("counts every month, newest first, leaving out the future", async () => {
    expect(await counts("")).toEqual([
      { period: "2024-03", count: 4 },
      { period: "2024-02", count: 2 },
      { period: "2023-12", count: 1 },
    ]);
  });

  it("counts one language's months and one year's months", async () => {
    expect(await counts("?language=en")).toEqual([
      { period: "2024-03", count: 3 },
      { period: "2024-02", count: 1 },
      { period: "2023-12", count: 1 },
    ]);
    expect(await counts("?year=2023")).toEqual([{ period: "2023-12", count: 1 }]);
    expect(await counts("?year=2025")).toEqual([]);
  });

  it("counts the days of a month in UTC", async () => {
    expect(await counts("?year=2024&month=3&language=en")).toEqual([
      { period: "2024-03-02", count: 1 },
      { period: "2024-03-01", count: 2 },
    ]);
    expect(await counts("?year=2024&month=2")).toEqual([
      { period: "2024-02-29", count: 1 },
      { period: "2024-02-03", count: 1 },
    ]);
  });

  it.each(["?month=3", "?year=abc", "?year=2024&month=13", "?year=0", "?language=fr"])(
    "refuses %s with 400",
    async (query) => {
      const response = await get(`site/content/calendar${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_query");
    },
  );

  it("lists one day's articles with feed from/to (to exclusive)", async () => {
    const response = await get("feed?from=2024-03-01&to=2024-03-02&language=en&per=100");
    expect(response.status).toBe(200);
    const names = ((await response.json()) as ArticleJson[]).map((a) => a.name);
    expect(names).toEqual(["mar-end", "mar-start"]);
    expect((await get("feed?from=yesterday")).status).toBe(400);
  });
});
