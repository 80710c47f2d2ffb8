import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_LATER_MAX } from "#core/read-later/read-later.ts";
import type {
  ReadLaterExportJson,
  ReadLaterMergeJson,
  ReadLaterPageJson,
  SavedArticleJson,
} from "#core/read-later/read-later-api.ts";
import { articles } from "#server/db/schema.ts";
import { hoursAgo, insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createAuthTestApi, signUpAndLogIn } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import {
  exportReadLaterOperation,
  listReadLaterOperation,
  mergeReadLaterOperation,
  saveForLaterOperation,
} from "./read-later-operations.ts";

type Harness = Awaited<ReturnType<typeof createAuthTestApi>>;
type Caller = { psid: string; token?: string };

const GUEST: Caller = { psid: "3c9a0e55-1c1e-4f55-9a43-3c1f6c2f8a01" };

describe.each(ENGINES)("read-later API on %s", (engine) => {
  let harness: Harness;
  let ana: Caller;
  let bruno: Caller;
  let stories: number[];
  let video: number;
  let external: number;

  function call(who: Caller, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { psid: who.psid };
    if (who.token) headers.authorization = `Bearer ${who.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    return harness.api.request(`/api/v3/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  const listIds = async (who: Caller, query = "per=100") => {
    const response = await call(who, "GET", `read_later?${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as ReadLaterPageJson).results.map((story) => story.id);
  };
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;
  const rowCount = async () => {
    const result = await harness.db.execute(sql`select count(*)::int as n from read_later`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  };

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const publisher = await insertPublisher(harness.db, "Daily Fixture");
    stories = [];
    for (let i = 0; i < 5; i++) {
      stories.push(
        await insertArticle(harness.db, publisher, { name: `Saved story ${i}`, publishDate: hoursAgo(i) }),
      );
    }
    video = await insertArticle(harness.db, publisher, {
      name: "A saved video",
      publishDate: hoursAgo(1),
      context: "videos",
    });
    external = await insertArticle(harness.db, publisher, {
      name: "Elsewhere <b>&</b>",
      publishDate: hoursAgo(2),
    });
    await harness.db.execute(
      sql`update ${articles} set external = true, link = ${JSON.stringify([{ url: "https://publisher.example/story?a=1&b=2" }])}::jsonb where id = ${external}`,
    );
    ana = {
      psid: "3c9a0e55-1c1e-4f55-9a43-3c1f6c2f8a02",
      token: await signUpAndLogIn(harness.api, "ana@example.com", "a reader's password"),
    };
    bruno = {
      psid: "3c9a0e55-1c1e-4f55-9a43-3c1f6c2f8a03",
      token: await signUpAndLogIn(harness.api, "bruno@example.com", "a reader's password"),
    };
  }, 120_000);
  afterAll(() => harness.close());

  it("answers a guest 401 sign_in_required on every operation: their list lives in the browser", async () => {
    const attempts = [
      call(GUEST, "GET", "read_later"),
      call(GUEST, "POST", "read_later", { id: stories[0], context: "news_stories" }),
      call(GUEST, "DELETE", "read_later", { id: stories[0], context: "news_stories" }),
      call(GUEST, "POST", "read_later/merge", { items: [{ id: stories[0], context: "news_stories" }] }),
      call(GUEST, "GET", "read_later/export?format=html"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("sign_in_required");
    }
    expect(await rowCount()).toBe(0);
  });

  it("saves stories newest first, checks the context against the story, pages and removes", async () => {
    const saved = await call(ana, "POST", "read_later", { id: stories[0], context: "news_stories" });
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as SavedArticleJson;
    expectDocumentedAnswer(saveForLaterOperation, 201, body);
    expect(body).toMatchObject({ id: stories[0], name: "Saved story 0" });
    expect((await call(ana, "POST", "read_later", { id: String(video), context: "videos" })).status).toBe(
      201,
    );
    expect((await call(ana, "POST", "read_later", { id: stories[1], context: "news_stories" })).status).toBe(
      201,
    );
    expect(await listIds(ana)).toEqual([stories[1], video, stories[0]]);
    // Saving again moves it to the top, once.
    expect((await call(ana, "POST", "read_later", { id: stories[0], context: "news_stories" })).status).toBe(
      201,
    );
    expect(await listIds(ana)).toEqual([stories[0], stories[1], video]);
    const page2 = await call(ana, "GET", "read_later?per=2&page=2");
    const second = (await page2.json()) as ReadLaterPageJson;
    expectDocumentedAnswer(listReadLaterOperation, 200, second);
    expect(second).toMatchObject({ page: 2, per: 2, total: 3 });
    expect(second.results.map((story) => story.id)).toEqual([video]);
    // A video is not a news story: the context is checked against the story.
    const wrong = await call(ana, "POST", "read_later", { id: video, context: "news_stories" });
    expect(wrong.status).toBe(404);
    expect(await errorCode(wrong)).toBe("article_not_found");
    const removed = await call(ana, "DELETE", "read_later", { id: stories[1], context: "news_stories" });
    expect(removed.status).toBe(204);
    expect(await listIds(ana)).toEqual([stories[0], video]);
    const again = await call(ana, "DELETE", "read_later", { id: stories[1], context: "news_stories" });
    expect(again.status).toBe(404);
    expect(await errorCode(again)).toBe("not_saved");
  });

  it("never shows or removes another reader's list", async () => {
    expect(await listIds(bruno)).toEqual([]);
    const steal = await call(bruno, "DELETE", "read_later", { id: stories[0], context: "news_stories" });
    expect(steal.status).toBe(404);
    const exported = (await (await call(bruno, "GET", "read_later/export")).json()) as ReadLaterExportJson;
    expect(exported.items).toEqual([]);
    expect(await listIds(ana)).toEqual([stories[0], video]);
  });

  it("refuses malformed ids, contexts, NUL bytes and bodies with 4xx JSON, writing nothing", async () => {
    const before = await rowCount();
    const bad: [unknown, number][] = [
      [{ id: "abc", context: "news_stories" }, 400],
      [{ id: -1, context: "news_stories" }, 400],
      [{ id: 1.5, context: "news_stories" }, 400],
      [{ id: 2 ** 31, context: "news_stories" }, 400],
      [{ id: stories[2], context: "teams" }, 400],
      [{ id: stories[2], context: "news_stories\u0000" }, 400],
      [{ id: `${stories[2]}\u0000`, context: "news_stories" }, 400],
      [{ id: stories[2] }, 400],
      ["{not json", 400],
      [[], 400],
      [{ id: 2_000_000_000, context: "news_stories" }, 404],
    ];
    for (const [body, status] of bad) {
      const response = await call(ana, "POST", "read_later", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()) as object).toHaveProperty("error.code");
    }
    const query = await call(ana, "GET", "read_later?per=0");
    expect(query.status).toBe(400);
    expect((await call(ana, "GET", "read_later/export?format=pdf")).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("merges a guest's list without losing anything, skipping and reporting unknown ids", async () => {
    const answer = await call(ana, "POST", "read_later/merge", {
      items: [
        { id: stories[3], context: "news_stories", saved_at: "2020-01-01T00:00:00Z" },
        // Already saved: kept once, with the latest save.
        { id: stories[0], context: "news_stories", saved_at: "2020-01-02T00:00:00Z" },
        { id: 2_000_000_000, context: "news_stories" },
        { id: video, context: "news_stories" },
        // A clock in the future counts as now.
        { id: stories[4], context: "news_stories", saved_at: "2999-01-01T00:00:00Z" },
      ],
    });
    expect(answer.status).toBe(200);
    const merged = (await answer.json()) as ReadLaterMergeJson;
    expectDocumentedAnswer(mergeReadLaterOperation, 200, merged);
    expect(merged).toMatchObject({ added: 2, kept: 1, total: 4 });
    expect(merged.skipped).toEqual([
      { id: 2_000_000_000, context: "news_stories", reason: "not_found" },
      { id: video, context: "news_stories", reason: "not_found" },
    ]);
    expect(await listIds(ana)).toEqual([stories[4], stories[0], video, stories[3]]);
  });

  it("refuses a 10,000-item list whole (400 JSON), writing nothing", async () => {
    const before = await rowCount();
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: (i % 5) + 1, context: "news_stories" }));
    const response = await call(ana, "POST", "read_later/merge", { items });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("invalid_body");
    // Past 1 MB the body is not even read.
    const huge = await call(ana, "POST", "read_later/merge", {
      items: Array.from({ length: 10_000 }, () => ({
        id: stories[0],
        context: "news_stories",
        pad: "x".repeat(120),
      })),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()) as object).toHaveProperty("error.code");
    expect(await rowCount()).toBe(before);
    expect(READ_LATER_MAX).toBeLessThan(10_000);
  });

  it("exports the list as JSON and as a bookmarks file, as attachments", async () => {
    const json = await call(ana, "GET", "read_later/export?format=json");
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toMatch(
      /^attachment; filename="read-later-\d{4}-\d\d-\d\d\.json"$/,
    );
    const exported = (await json.json()) as ReadLaterExportJson;
    expectDocumentedAnswer(exportReadLaterOperation, 200, exported);
    expect(exported.items.map((item) => item.id)).toEqual(await listIds(ana));
    expect(exported.items.find((item) => item.id === video)?.url).toMatch(
      new RegExp(`^/[a-z0-9-]+/videos/${video}/a-saved-video$`),
    );
    await call(ana, "POST", "read_later", { id: external, context: "news_stories" });
    const html = await call(ana, "GET", "read_later/export?format=html");
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html.headers.get("content-disposition")).toMatch(/filename="read-later-.*\.html"/);
    const text = await html.text();
    expect(text.startsWith("<!DOCTYPE NETSCAPE-Bookmark-file-1>")).toBe(true);
    expect(text).toContain('HREF="https://publisher.example/story?a=1&amp;b=2"');
    expect(text).toContain("Elsewhere &lt;b&gt;&amp;&lt;/b&gt;");
    expect(text).toMatch(new RegExp(`HREF="http://[^"]+/videos/${video}/a-saved-video"`));
  });

  it("puts the list in the account's export and removes it with the account", async () => {
    const exported = (await (await call(ana, "GET", "auth/export")).json()) as {
      readLater: { id: number; name: string; saved_at: string }[];
    };
    expect(exported.readLater.map((item) => item.id)).toEqual(await listIds(ana));
    expect(exported.readLater[0].name).toBe("Elsewhere <b>&</b>");
    await call(bruno, "POST", "read_later", { id: stories[2], context: "news_stories" });
    const before = await rowCount();
    expect((await call(ana, "DELETE", "auth", { device_token: null })).status).toBe(200);
    expect(await rowCount()).toBe(before - exported.readLater.length);
    expect(await listIds(bruno)).toEqual([stories[2]]);
  });

  it("removes a story from every list when the story goes (cascade)", async () => {
    const doomed = await insertArticle(harness.db, await insertPublisher(harness.db, "Gone"), {
      name: "Soon removed",
      publishDate: hoursAgo(3),
    });
    await call(bruno, "POST", "read_later", { id: doomed, context: "news_stories" });
    expect(await listIds(bruno)).toContain(doomed);
    await harness.db.execute(sql`delete from articles where id = ${doomed}`);
    expect(await listIds(bruno)).toEqual([stories[2]]);
  });
});
