import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { articleReads } from "#server/db/schema.ts";
import { insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { mostReadOperation } from "./content-operations.ts";

// "Most read" on the home (docs/decisions/0052-private-reading-history.md) comes from the readers' beacons of the last 48 hours.

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const readers = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);

describe.each(ENGINES)("most read on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    harness = await createTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    const stories = [
      { key: "popular", hours: 30 },
      { key: "second", hours: 5 },
      { key: "tiedOld", hours: 20 },
      { key: "tiedNew", hours: 2 },
      { key: "spanish", hours: 3, language: "es" as const },
      { key: "stale", hours: 100 },
      { key: "unread", hours: 1 },
    ];
    for (const story of stories) {
      id[story.key] = await insertArticle(harness.db, publisher, {
        name: `Story ${story.key}`,
        publishDate: hoursAgo(story.hours),
        language: story.language,
      });
    }
    const reads = (key: string, count: number, hoursBack = 1) =>
      readers(count).map((psid) => ({
        articleId: id[key],
        psid,
        siteId: 763,
        readAt: hoursAgo(hoursBack),
      }));
    await harness.db.insert(articleReads).values([
      ...reads("popular", 5),
      ...reads("second", 3),
      ...reads("tiedOld", 2),
      ...reads("tiedNew", 2),
      ...reads("spanish", 9),
      // Read a lot, but three days ago: outside the window.
      ...reads("stale", 20, 72),
    ]);
  });
  afterAll(() => harness.close());

  const names = async (path: string) => {
    const response = await harness.api.request(`/api/v3/${path}`);
    expect(response.status, path).toBe(200);
    const body = (await response.json()) as ArticleJson[];
    return body.map((article) => article.name.replace("Story ", ""));
  };

  it("lists the stories read most in 48 hours, newer first on a tie, none unread or stale", async () => {
    expect(await names("site/content/most_read?language=en")).toEqual([
      "popular",
      "second",
      "tiedNew",
      "tiedOld",
    ]);
    expect(await names("site/content/most_read?language=es")).toEqual(["spanish"]);
    expect(await names("site/content/most_read?per=2")).toEqual(["spanish", "popular"]);
    expect(await names("site/content/most_read?per=2&page=2&language=en")).toEqual(["tiedNew", "tiedOld"]);
  });

  it("counts a read sent by the page's beacon", async () => {
    const beacon = (psid: string) =>
      harness.api.request("/api/v3/reads", {
        method: "POST",
        body: JSON.stringify({ id: id.unread, context: "news_stories" }),
        headers: { "content-type": "application/json", psid },
      });
    for (const psid of readers(6)) expect((await beacon(psid)).status).toBe(204);
    expect((await names("site/content/most_read?language=en&per=1"))[0]).toBe("unread");
  });

  it("answers as documented and refuses a bad language", async () => {
    const good = await harness.api.request("/api/v3/site/content/most_read?per=3");
    expectDocumentedAnswer(mostReadOperation, 200, await good.json());
    const bad = await harness.api.request("/api/v3/site/content/most_read?language=xx");
    expect(bad.status).toBe(400);
    expectDocumentedAnswer(mostReadOperation, 400, await bad.json());
  });
});
