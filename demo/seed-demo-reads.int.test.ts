import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mostReadIds } from "#server/content/most-read-query.ts";
import { articleReads } from "#server/db/schema.ts";
import { insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { seedSections } from "#server/site/sections.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";
import { seedDemoReads } from "./seed-demo-reads.ts";

const NOW = new Date();
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe.each(ENGINES)("the demo's audience on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedSections(db());
    const publisher = await insertPublisher(db());
    for (const [index, language] of (["en", "es", "pt", "en", "es", "pt"] as const).entries()) {
      for (let story = 0; story < 8; story++) {
        await insertArticle(db(), publisher, {
          name: `${language} ${index} ${story}`,
          publishDate: hoursAgo(1 + story + index),
          language,
          importance: story % 3,
        });
      }
    }
  });
  afterAll(() => database.drop());

  it("gives each language a most-read ranking on a fresh start, once", async () => {
    const added = await seedDemoReads(db(), NOW);
    expect(added).toBeGreaterThan(100);
    for (const language of ["en", "es", "pt"] as const) {
      expect((await mostReadIds(db(), { page: 1, per: 5 }, { language, now: NOW })).length).toBe(5);
    }
    // Reads and read_count agree, as the beacon keeps them.
    const [counts] = (
      (await db().execute(
        sql`select (select count(*)::int from article_reads) as reads, (select sum(read_count)::int from articles) as counted`,
      )) as unknown as { rows: unknown[] }
    ).rows as { reads: number; counted: number }[];
    expect(counts.counted).toBe(counts.reads);
    expect(await seedDemoReads(db(), NOW)).toBe(0);
  });

  it("leaves a database with reads in the last two days alone, and refreshes after two quiet days", async () => {
    expect(await seedDemoReads(db(), new Date(NOW.getTime() + 3_600_000))).toBe(0);
    await db()
      .update(articleReads)
      .set({ readAt: hoursAgo(72) });
    expect(await seedDemoReads(db(), NOW)).toBeGreaterThan(0);
  });
});
