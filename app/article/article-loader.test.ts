import { describe, expect, it } from "vitest";
import { loadRelated } from "./article-loader.ts";

const item = (id: number) => ({ id, name: `Story ${id}` });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An in-process API that answers by path and records what was asked. */
function fakeApi(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const api = async (path: string) => {
    asked.push(path);
    const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    if (!key) throw new Error(`unexpected ${path}`);
    return answers[key]();
  };
  return { asked, context: { api, apiPrefix: "/api/v3/" } };
}

const ref = { post: "noproxy", type: "news_stories" as const, id: 5 };

describe("related stories (docs/behaviour/content.md#related-articles fallbacks)", () => {
  it("reads api/v4/related, without the article itself, at most 6", async () => {
    const { asked, context } = fakeApi({
      "/api/v4/related/": () => json([5, 1, 2, 3, 4, 6, 7, 8].map(item)),
    });
    const list = await loadRelated(context, ref);
    expect(list.map((a) => a.id)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(asked).toEqual(["/api/v4/related/news_stories/5?N=20&summary=true&size=6&page=1"]);
  });

  it("falls back to {post}/{type}/{id}/related when the recommender fails", async () => {
    const { asked, context } = fakeApi({
      "/api/v4/related/": () => json({ error: "not_found" }, 404),
      "/api/v3/noproxy/": () => json([item(9)]),
    });
    expect((await loadRelated(context, ref)).map((a) => a.id)).toEqual([9]);
    expect(asked[1]).toBe("/api/v3/noproxy/news_stories/5/related?per=6&page=1");
  });

  it("is empty when both fail, throw or answer something else", async () => {
    const { context } = fakeApi({
      "/api/v4/related/": () => {
        throw new Error("down");
      },
      "/api/v3/": () => json({ not: "a list" }),
    });
    expect(await loadRelated(context, ref)).toEqual([]);
  });

  it("encodes an odd post value in the fallback path", async () => {
    const { asked, context } = fakeApi({
      "/api/v4/related/": () => json({}, 500),
      "/api/v3/": () => json([]),
    });
    await loadRelated(context, { ...ref, post: "a/b?c" });
    expect(asked[1]).toBe("/api/v3/a%2Fb%3Fc/news_stories/5/related?per=6&page=1");
  });
});
