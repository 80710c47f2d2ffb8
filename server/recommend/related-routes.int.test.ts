import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import type { ApiOperation } from "#server/http/api/api-operation.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { hoursAgo, insertArticle, insertProfile, insertPublisher } from "./content-fixtures.ts";
import { relatedFallbackOperation, relatedOperation } from "./recommendation-operations.ts";

describe.each(ENGINES)("related articles on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    harness = await createTestApi(engine);
    const db = harness.db;
    const publisher = await insertPublisher(db);
    const barcelona = await insertProfile(db, "FC Barcelona");
    const laLiga = await insertProfile(db, "La Liga", "leagues");
    const common = await insertProfile(db, "Football", "entities");
    const rare = await insertProfile(db, "Camp Nou", "entities");
    const add = async (key: string, article: Parameters<typeof insertArticle>[2]) => {
      ids[key] = await insertArticle(db, publisher, article);
    };
    await add("source", {
      name: "Barcelona wins the derby against Espanyol",
      publishDate: hoursAgo(10),
      section: "sports",
      tags: [barcelona, laLiga],
    });
    await add("twoTags", {
      name: "Transfer window opens for midfielders",
      publishDate: hoursAgo(40),
      tags: [barcelona, laLiga],
    });
    await add("oneTagOld", {
      name: "Coach praises young goalkeeper",
      publishDate: hoursAgo(30),
      tags: [barcelona],
    });
    await add("oneTagNew", {
      name: "Stadium renovation reaches roof",
      publishDate: hoursAgo(20),
      tags: [barcelona],
    });
    await add("textOnly", { name: "Espanyol fans reflect on Barcelona derby", publishDate: hoursAgo(1) });
    await add("unrelated", { name: "Central bank keeps interest rates", publishDate: hoursAgo(2) });
    await add("otherLanguage", {
      name: "El Barcelona gana el derbi",
      publishDate: hoursAgo(3),
      language: "es",
      tags: [barcelona],
    });
    await add("lonely", { name: "Quiet orchard harvest festival", publishDate: hoursAgo(5) });
    await add("video", {
      name: "Highlights reel",
      publishDate: hoursAgo(6),
      context: "videos",
      tags: [barcelona],
    });
    // Rare tags weigh more than common ones: "Football" is on many articles (in Portuguese, so
    // they are never candidates themselves), "Camp Nou" only on two.
    await add("weighted", { name: "Stadium tour prices", publishDate: hoursAgo(8), tags: [common, rare] });
    await add("rareTag", { name: "Seats replaced over summer", publishDate: hoursAgo(60), tags: [rare] });
    await add("commonTag", { name: "Weekend fixtures preview", publishDate: hoursAgo(9), tags: [common] });
    for (let i = 0; i < 6; i++) {
      await add(`filler${i}`, {
        name: `Rodada ${i}`,
        publishDate: hoursAgo(100 + i),
        language: "pt",
        tags: [common],
      });
    }
  });
  afterAll(() => harness.close());

  const getIds = async (path: string) => {
    const response = await harness.api.request(path);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ArticleJson[];
    return body.map((article) => article.id);
  };

  it("ranks shared tags above text similarity, newest first among equals, without the article itself", async () => {
    const related = await getIds(`/api/v4/related/news_stories/${ids.source}?N=20&summary=true`);
    // The video shares a tag too: related lists mix contexts.
    expect(related).toEqual([ids.twoTags, ids.video, ids.oneTagNew, ids.oneTagOld, ids.textOnly]);
    expect(related).not.toContain(ids.source);
    expect(related).not.toContain(ids.unrelated);
    expect(related).not.toContain(ids.otherLanguage);
  });

  it("weighs a rare shared tag above a common one", async () => {
    const related = await getIds(`/api/v4/related/news_stories/${ids.weighted}`);
    expect(related).toEqual([ids.rareTag, ids.commonTag]);
  });

  it("returns articles as the API shows them, without bodies", async () => {
    const response = await harness.api.request(`/api/v4/related/news_stories/${ids.source}?size=1`);
    const [first] = (await response.json()) as ArticleJson[];
    expect(first).toMatchObject({ id: ids.twoTags, context: "news_stories", language: "en" });
    expect(first.tags.map((tag) => tag.name).sort()).toEqual(["FC Barcelona", "La Liga"]);
    expect(first).not.toHaveProperty("body");
  });

  it("pages through the pool that N caps, and orders it by date with latest=true", async () => {
    expect(await getIds(`/api/v4/related/news_stories/${ids.source}?size=2&page=2`)).toEqual([
      ids.oneTagNew,
      ids.oneTagOld,
    ]);
    expect(await getIds(`/api/v4/related/news_stories/${ids.source}?size=2&page=4`)).toEqual([]);
    expect(await getIds(`/api/v4/related/news_stories/${ids.source}?N=3`)).toEqual([
      ids.twoTags,
      ids.video,
      ids.oneTagNew,
    ]);
    expect(await getIds(`/api/v4/related/news_stories/${ids.source}?N=3&latest=true`)).toEqual([
      ids.video,
      ids.oneTagNew,
      ids.twoTags,
    ]);
  });

  it("answers [] when nothing relates and 404 for an unknown article or the wrong type", async () => {
    expect(await getIds(`/api/v4/related/news_stories/${ids.lonely}`)).toEqual([]);
    for (const path of ["/api/v4/related/news_stories/999999", `/api/v4/related/videos/${ids.source}`]) {
      const response = await harness.api.request(path);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("article_not_found");
    }
  });

  it.each([
    ["/api/v4/related/stories/1", "invalid_param"],
    ["/api/v4/related/news_stories/abc", "invalid_param"],
    ["/api/v4/related/news_stories/-1", "invalid_param"],
    ["/api/v4/related/news_stories/1?size=101", "invalid_query"],
    ["/api/v4/related/news_stories/1?size=0", "invalid_query"],
    ["/api/v4/related/news_stories/1?page=0", "invalid_query"],
    ["/api/v4/related/news_stories/1?N=abc", "invalid_query"],
    ["/api/v4/related/news_stories/1?N=1000", "invalid_query"],
    ["/api/v4/related/news_stories/1?summary=maybe", "invalid_query"],
    ["/api/v4/related/news_stories/1?site_id=x", "invalid_query"],
  ])("GET %s → 400 %s", async (path, code) => {
    const response = await harness.api.request(path);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });

  describe("the v3 fallback {post}/{type}/{id}/related", () => {
    it("ranks by shared tags only", async () => {
      expect(await getIds(`/api/v3/post/news_stories/${ids.source}/related?per=10&page=1`)).toEqual([
        ids.twoTags,
        ids.video,
        ids.oneTagNew,
        ids.oneTagOld,
      ]);
      expect(await getIds(`/api/v3/anything/news_stories/${ids.source}/related?per=2&page=2`)).toEqual([
        ids.oneTagNew,
        ids.oneTagOld,
      ]);
    });

    it("answers 404 for an unknown article and 400 for bad paging", async () => {
      const missing = await harness.api.request("/api/v3/post/videos/999999/related");
      expect(missing.status).toBe(404);
      const tooMany = await harness.api.request(`/api/v3/post/news_stories/${ids.source}/related?per=101`);
      expect(tooMany.status).toBe(400);
      expect((await tooMany.json()).error.code).toBe("invalid_query");
    });
  });

  describe("answers as documented", () => {
    it("related and its v3 fallback", async () => {
      const related = await harness.api.request(`/api/v4/related/news_stories/${ids.source}`);
      expect(related.status).toBe(200);
      const list = await related.json();
      expect(list.length).toBeGreaterThan(0);
      expectDocumentedAnswer(relatedOperation, 200, list);
      const fallback = await harness.api.request(`/api/v3/post/news_stories/${ids.source}/related`);
      expect(fallback.status).toBe(200);
      expectDocumentedAnswer(relatedFallbackOperation, 200, await fallback.json());
    });

    it.each(
      [
        [relatedOperation, "/api/v4/related/news_stories/999999", 404],
        [relatedOperation, "/api/v4/related/news_stories/1?N=1000", 400],
        [relatedFallbackOperation, "/api/v3/post/videos/999999/related", 404],
        [relatedFallbackOperation, "/api/v3/post/news_stories/abc/related", 400],
      ].map(([op, path, status]) => ({ op, path, status, id: (op as ApiOperation).operationId })) as {
        op: ApiOperation;
        path: string;
        status: number;
        id: string;
      }[],
    )("$id errs as documented: $path", async ({ op, path, status }) => {
      const response = await harness.api.request(path);
      expect(response.status).toBe(status);
      expectDocumentedAnswer(op, status, await response.json());
    });
  });
});
