import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson, SectionKey } from "#core/content/content.ts";
import type { LikeCountJson, LikesJson } from "#core/read-later/read-later-api.ts";
import { articleReads, users } from "#server/db/schema.ts";
import { projectPath } from "#server/project-path.ts";
import { hoursAgo, insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { likeCountOperation, likeOperation, listLikesOperation } from "./likes-operations.ts";

type Harness = Awaited<ReturnType<typeof createAuthTestApi>>;
type Reader = { tid: string; headers: Record<string, string> };

const GUEST = { psid: "4d9a0e55-1c1e-4f55-9a43-3c1f6c2f8a01" };

describe.each(ENGINES)("likes API on %s", (engine) => {
  let harness: Harness;
  let ana: Reader;
  let bruno: Reader;
  let news: number[];
  let music: number[];
  let video: number;

  async function signUp(email: string): Promise<Reader> {
    const response = await harness.api.request("/api/v3/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "a reader's password" }),
    });
    expect(response.status).toBe(200);
    return {
      tid: ((await response.json()) as { data: { tid: string } }).data.tid,
      headers: Object.fromEntries(
        ["access-token", "client", "uid"].map((name) => [name, response.headers.get(name) ?? ""]),
      ),
    };
  }
  function call(who: Reader | typeof GUEST, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = "headers" in who ? { ...who.headers } : { psid: who.psid };
    if (body !== undefined) headers["content-type"] = "application/json";
    return harness.api.request(`/api/v3/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  const count = async (who: Reader | typeof GUEST, id: number, context = "news_stories") => {
    const response = await call(who, "GET", `like/count?id=${id}&context=${context}`);
    expect(response.status).toBe(200);
    return (await response.json()) as LikeCountJson;
  };
  const likeRows = async () => {
    const result = await harness.db.execute(sql`select count(*)::int as n from likes`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  };

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    news = [];
    music = [];
    // Newest first: ten news stories, then ten older music stories.
    for (let i = 0; i < 10; i++) {
      news.push(
        await insertArticle(harness.db, publisher, {
          name: `News ${i}`,
          publishDate: hoursAgo(i),
          section: "news",
        }),
      );
    }
    for (let i = 0; i < 10; i++) {
      music.push(
        await insertArticle(harness.db, publisher, {
          name: `Music ${i}`,
          publishDate: hoursAgo(20 + i),
          section: "music",
        }),
      );
    }
    video = await insertArticle(harness.db, publisher, {
      name: "A clip",
      publishDate: hoursAgo(40),
      context: "videos",
    });
    ana = await signUp("ana@example.com");
    bruno = await signUp("bruno@example.com");
  }, 120_000);
  afterAll(() => harness.close());

  it("needs an account to like (401 for a guest), but shows a guest the count", async () => {
    for (const [method, path] of [
      ["GET", "like"],
      ["POST", "like"],
      ["DELETE", "like"],
      ["POST", "unlike"],
    ] as const) {
      const response = await call(
        GUEST,
        method,
        path,
        method === "GET" ? undefined : { id: news[0], context: "news_stories" },
      );
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("sign_in_required");
    }
    expect(await likeRows()).toBe(0);
    expect(await count(GUEST, news[0])).toEqual({
      id: news[0],
      context: "news_stories",
      count: 0,
      liked: false,
    });
  });

  it("likes once however often it is sent, counts every reader, and takes a like back both ways", async () => {
    const first = await call(ana, "POST", "like", { id: news[0], context: "news_stories" });
    expect(first.status).toBe(200);
    const body = (await first.json()) as LikeCountJson;
    expectDocumentedAnswer(likeOperation, 200, body);
    expect(body).toEqual({ id: news[0], context: "news_stories", count: 1, liked: true });
    const second = (await (
      await call(ana, "POST", "like", { id: news[0], context: "news_stories" })
    ).json()) as LikeCountJson;
    expect(second.count).toBe(1);
    // A guest's cached count moves at once after a like in this process.
    expect((await count(GUEST, news[0])).count).toBe(1);
    await call(bruno, "POST", "like", { id: String(news[0]), context: "news_stories" });
    const seen = await call(bruno, "GET", `like/count?id=${news[0]}&context=news_stories`);
    expect(seen.headers.get("cache-control")).toContain("private");
    const bruno1 = (await seen.json()) as LikeCountJson;
    expectDocumentedAnswer(likeCountOperation, 200, bruno1);
    expect(bruno1).toMatchObject({ count: 2, liked: true });
    expect(await count(ana, news[0])).toMatchObject({ count: 2, liked: true });
    const unliked = (await (
      await call(bruno, "DELETE", "like", { id: news[0], context: "news_stories" })
    ).json()) as LikeCountJson;
    expect(unliked).toMatchObject({ count: 1, liked: false });
    await call(ana, "POST", "like", { id: video, context: "videos" });
    const list = await call(ana, "GET", "like");
    const likes = (await list.json()) as LikesJson;
    expectDocumentedAnswer(listLikesOperation, 200, likes);
    expect(likes).toEqual({
      status: "ok",
      likes: {
        apiResults: [
          { id: video, context: "videos" },
          { id: news[0], context: "news_stories" },
        ],
      },
    });
    const posted = (await (
      await call(ana, "POST", "unlike", { id: video, context: "videos" })
    ).json()) as LikeCountJson;
    expect(posted).toMatchObject({ count: 0, liked: false });
    // Unliking what is not liked changes nothing.
    expect((await call(ana, "POST", "unlike", { id: video, context: "videos" })).status).toBe(200);
    expect(((await (await call(bruno, "GET", "like")).json()) as LikesJson).likes.apiResults).toEqual([]);
  });

  it("lets an account like by its `like` scope (docs/behaviour/accounts.md#permissions): given at sign-up, refused 403 once taken away", async () => {
    const cleo = await signUp("cleo@example.com");
    const me = await call(cleo, "GET", "auth/validate_token");
    expect(((await me.json()) as { data: { scope: string[] } }).data.scope).toEqual(["like"]);
    await harness.db.update(users).set({ scopes: [] }).where(eq(users.email, "cleo@example.com"));
    const before = await likeRows();
    for (const [method, path] of [
      ["GET", "like"],
      ["POST", "like"],
      ["POST", "unlike"],
    ] as const) {
      const refused = await call(
        cleo,
        method,
        path,
        method === "GET" ? undefined : { id: news[1], context: "news_stories" },
      );
      expect(refused.status, `${method} ${path}`).toBe(403);
      const body = await refused.json();
      expectDocumentedAnswer(likeOperation, 403, body);
      expect(body.error.code).toBe("like_not_allowed");
    }
    expect(await likeRows()).toBe(before);
    // The count is anyone's to see.
    expect(await count(cleo, news[1])).toMatchObject({ liked: false });
    // Migration 0014 gives an account made without scopes the one every account gets, once.
    const migration = readFileSync(projectPath("server/db/migrations/0014_account_like_scope.sql"), "utf8");
    await harness.db.execute(sql.raw(migration));
    await harness.db.execute(sql.raw(migration));
    const [row] = await harness.db.select().from(users).where(eq(users.email, "cleo@example.com"));
    expect(row.scopes).toEqual(["like"]);
    const liked = await call(cleo, "POST", "like", { id: news[1], context: "news_stories" });
    expect(liked.status).toBe(200);
    await call(cleo, "DELETE", "like", { id: news[1], context: "news_stories" });
  });

  it("answers unknown ids 404 and malformed input 400, as JSON, changing nothing", async () => {
    const before = await likeRows();
    const unknown = await call(ana, "POST", "like", { id: 2_000_000_000, context: "news_stories" });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("article_not_found");
    expect((await call(ana, "POST", "like", { id: video, context: "news_stories" })).status).toBe(404);
    expect((await call(ana, "GET", "like/count?id=999999999&context=videos")).status).toBe(404);
    for (const body of [
      { id: "x", context: "news_stories" },
      { id: 0, context: "news_stories" },
      { id: news[1], context: "leagues" },
      { id: news[1], context: "news_stories\u0000" },
      { id: news[1] },
      "[1,",
    ]) {
      const response = await call(ana, "POST", "like", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()) as object).toHaveProperty("error.code");
    }
    for (const query of [
      "id=abc&context=news_stories",
      "id=1",
      `id=${news[1]}&context=teams`,
      "id=%00&context=videos",
    ]) {
      expect((await call(ana, "GET", `like/count?${query}`)).status, query).toBe(400);
    }
    expect(await likeRows()).toBe(before);
  });

  it("weighs a like like a read, stronger: a liked section rises above a read one", async () => {
    const recommend = async () => {
      const response = await harness.api.request(
        `/api/v4/personalized_recommendations?user_id=${bruno.tid}&size=6`,
        {
          headers: bruno.headers,
        },
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as ArticleJson[]).map(
        (article) => article.verticals[0].key as SectionKey,
      );
    };
    // One read of a news story: news leads.
    await harness.db.insert(articleReads).values({ articleId: news[5], userId: bruno.tid, siteId: 763 });
    const before = await recommend();
    expect(before[0]).toBe("news");
    // One like of an older music story: music now leads, though its stories are older.
    expect((await call(bruno, "POST", "like", { id: music[9], context: "news_stories" })).status).toBe(200);
    const after = await recommend();
    expect(after[0]).toBe("music");
    expect(after).not.toEqual(before);
  });

  it("puts the likes in the account's export and removes them with the account", async () => {
    const exported = (await (await call(ana, "GET", "auth/export")).json()) as {
      likes: { id: number; name: string; liked_at: string }[];
    };
    expect(exported.likes.map((like) => like.id)).toEqual([news[0]]);
    expect(exported.likes[0].name).toBe("News 0");
    const before = await likeRows();
    expect((await call(ana, "DELETE", "auth", { device_token: null })).status).toBe(200);
    expect(await likeRows()).toBe(before - 1);
    // Ana's like went with her account: Bruno's like is the only one left.
    const liked = (await (
      await call(bruno, "POST", "like", { id: news[0], context: "news_stories" })
    ).json()) as LikeCountJson;
    expect(liked.count).toBe(1);
  });
});
