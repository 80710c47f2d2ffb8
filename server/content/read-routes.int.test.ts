import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleReads, articles } from "#server/db/schema.ts";
import { hoursAgo, insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { recordReadOperation } from "./read-operations.ts";

const READER = "0b6f7a7e-8c1d-4f7e-9d1a-1f2e3d4c5b6a";
const OTHER_READER = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

describe.each(ENGINES)("read beacon on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  let story: number;
  let video: number;

  beforeAll(async () => {
    harness = await createTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    story = await insertArticle(harness.db, publisher, { name: "A story", publishDate: hoursAgo(1) });
    video = await insertArticle(harness.db, publisher, {
      name: "A video",
      publishDate: hoursAgo(2),
      context: "videos",
    });
  });
  afterAll(() => harness.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    harness.api.request("/api/v3/reads", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", psid: READER, ...headers },
    });
  const readCount = async (id: number) =>
    (await harness.db.select({ n: articles.readCount }).from(articles).where(eq(articles.id, id)))[0].n;

  it("counts a reader once per 30 minutes, and each reader separately", async () => {
    const body = JSON.stringify({ id: story, context: "news_stories" });
    const first = await post(body);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    expect((await post(body)).status).toBe(204);
    expect(await readCount(story)).toBe(1);

    expect((await post(body, { psid: OTHER_READER })).status).toBe(204);
    expect(await readCount(story)).toBe(2);

    // Half an hour later the same reader counts again.
    await harness.db
      .update(articleReads)
      .set({ readAt: sql`now() - interval '31 minutes'` })
      .where(eq(articleReads.psid, READER));
    expect((await post(body)).status).toBe(204);
    expect(await readCount(story)).toBe(3);

    const rows = await harness.db.select().from(articleReads).where(eq(articleReads.articleId, story));
    expect(rows.map((row) => row.psid).sort()).toEqual([READER, READER, OTHER_READER].sort());
    expect(rows.every((row) => row.siteId === 763 && row.userId === null)).toBe(true);
  });

  it("takes the site from the site-id header and accepts a string id", async () => {
    const response = await post(JSON.stringify({ id: String(video), context: "videos" }), {
      "site-id": "764",
    });
    expect(response.status).toBe(204);
    const [row] = await harness.db.select().from(articleReads).where(eq(articleReads.articleId, video));
    expect(row).toMatchObject({ siteId: 764, psid: READER });
    expect(await readCount(video)).toBe(1);
  });

  it("answers 404 for an unknown article or the wrong context, and counts nothing", async () => {
    for (const body of [
      { id: 999999, context: "news_stories" },
      { id: video, context: "news_stories" },
    ]) {
      const response = await post(JSON.stringify(body), { psid: OTHER_READER });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("article_not_found");
    }
    expect(await readCount(video)).toBe(1);
  });

  it.each([
    ["a non-numeric id", JSON.stringify({ id: "abc", context: "news_stories" }), "invalid_body"],
    ["a negative id", JSON.stringify({ id: -3, context: "news_stories" }), "invalid_body"],
    ["an unknown context", JSON.stringify({ id: 1, context: "podcasts" }), "invalid_body"],
    ["no context", JSON.stringify({ id: 1 }), "invalid_body"],
    ["an empty body", "", "invalid_body"],
    ["an array", "[1]", "invalid_body"],
    ["broken JSON", "{id:", "invalid_json"],
  ])("answers 400 to %s", async (_, body, code) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });

  it("answers 400 to a bad site-id header", async () => {
    const response = await post(JSON.stringify({ id: story, context: "news_stories" }), { "site-id": "x" });
    expect(response.status).toBe(400);
  });

  it("answers 415 to a body that is not sent as JSON (a text/plain beacon)", async () => {
    const response = await post(JSON.stringify({ id: story, context: "news_stories" }), {
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  describe("answers as documented", () => {
    it("records with 204 and no body", async () => {
      const response = await post(JSON.stringify({ id: story, context: "news_stories" }), {
        "site-id": "763",
      });
      expect(response.status).toBe(204);
      expect(recordReadOperation.responses[204].schema).toBeUndefined();
      expect(await response.text()).toBe("");
    });

    it.each([
      [400, JSON.stringify({ id: "abc", context: "news_stories" }), {}],
      [400, JSON.stringify({ id: story, context: "news_stories" }), { "site-id": "x" }],
      [404, JSON.stringify({ id: 999999, context: "news_stories" }), {}],
      [415, JSON.stringify({ id: story, context: "news_stories" }), { "content-type": "text/plain" }],
    ])("errs with %i as documented", async (status, body, headers) => {
      const response = await post(body, headers);
      expect(response.status).toBe(status);
      expectDocumentedAnswer(recordReadOperation, status, await response.json());
    });
  });
});
