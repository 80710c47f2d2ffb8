import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { articleReads } from "#server/db/schema.ts";
import { hoursAgo, insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const PSID = "3c9e1f2a-7b4d-4e8f-9a1b-2c3d4e5f6a7b";

/**
 * A signed-in reader's reads reach the recommender: the article page's beacon, sent as
 * the browser's API client sends it for a web session (session cookie, its XSRF echo, the PSID),
 * is recorded for the user, so the user's "For you" (`user_id=<tid>`) learns from it — and the
 * guest history of the browser's PSID does not (decision 0052: a history answers only its owner).
 */
describe.each(ENGINES)("a signed-in reader's reads reach the recommender, on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let tid: string;
  let cookie: string;
  let xsrf: string;
  const sports: number[] = [];
  const news: number[] = [];

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    // The news stories are newer, so a reader without a history gets them first.
    for (let i = 0; i < 6; i++) {
      news.push(await insertArticle(harness.db, publisher, { name: `News ${i}`, publishDate: hoursAgo(i) }));
      sports.push(
        await insertArticle(harness.db, publisher, {
          name: `Sports ${i}`,
          publishDate: hoursAgo(10 + i),
          section: "sports",
        }),
      );
    }
    const signUp = await harness.api.request("/api/v3/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "reader@example.com", password: "correct horse" }),
    });
    expect(signUp.status).toBe(200);
    tid = (await signUp.json()).data.tid;
    const login = await harness.api.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "reader@example.com", password: "correct horse" }),
    });
    expect(login.status).toBe(200);
    const pairs = login.headers.getSetCookie().map((line) => line.split(";")[0]);
    xsrf = pairs.find((pair) => pair.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? "";
    expect(xsrf).not.toBe("");
    cookie = [...pairs, `psid=${PSID}`].join("; ");
  });
  afterAll(() => harness.close());

  /** The beacon as app/content/read-beacon.ts sends it through the browser's API client. */
  const read = (id: number, headers: Record<string, string> = { "x-xsrf-token": xsrf }) =>
    harness.api.request("/api/v3/reads", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, psid: PSID, ...headers },
      body: JSON.stringify({ id, context: "news_stories" }),
    });

  const recommendations = async (userId: string) => {
    const response = await harness.api.request(
      `/api/v4/personalized_recommendations?user_id=${encodeURIComponent(userId)}&size=6`,
      { headers: { cookie, psid: PSID } },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as ArticleJson[]).map((article) => article.id);
  };

  it("refuses a cookie-authenticated read without the XSRF echo, counting nothing", async () => {
    const refused = await read(sports[5], {});
    expect(refused.status).toBe(403);
    expect(await harness.db.select().from(articleReads)).toHaveLength(0);
  });

  it("records the reads under the user, and the user's list learns from them", async () => {
    const before = await recommendations(tid);
    expect(before).toEqual(news);

    for (const id of sports.slice(0, 2)) expect((await read(id)).status).toBe(204);

    const rows = await harness.db.select().from(articleReads).where(eq(articleReads.userId, tid));
    expect(rows.map((row) => row.articleId).sort()).toEqual(sports.slice(0, 2).sort());

    const after = await recommendations(tid);
    // What the reader read is gone; the section they read leads their list (at most two stories
    // of one section in a row).
    expect(after).not.toContain(sports[0]);
    expect(after).not.toContain(sports[1]);
    expect(after.slice(0, 2)).toEqual(sports.slice(2, 4));
  });

  it("keeps the user's reads out of the guest history of the browser's PSID", async () => {
    expect(await recommendations(`anon-${PSID}`)).toEqual(news);
  });
});
