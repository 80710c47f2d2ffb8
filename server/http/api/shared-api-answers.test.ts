import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import { sharedApiAnswers } from "./shared-api-answers.ts";

const PREFIX = "/api/v3/";

function counter(body: unknown, init: ResponseInit = { headers: { "content-type": "application/json" } }) {
  let calls = 0;
  const call = () => {
    calls += 1;
    return Promise.resolve(new Response(JSON.stringify(body), init));
  };
  return { call, calls: () => calls };
}

describe("sharedApiAnswers", () => {
  it("reuses a shared answer within its time, frozen, and asks again after it", async () => {
    let clock = 0;
    const shared = sharedApiAnswers({ apiPrefix: PREFIX, ttlMs: 1000, now: () => clock });
    const api = counter([{ id: 1 }]);
    const first = await (await shared(`${PREFIX}feed?per=10`, undefined, api.call)).json();
    const second = await (await shared(`${PREFIX}feed?per=10`, undefined, api.call)).json();
    expect(second).toEqual([{ id: 1 }]);
    expect(second).toBe(first);
    expect(Object.isFrozen((second as { id: number }[])[0])).toBe(true);
    expect(api.calls()).toBe(1);
    clock = 1001;
    await shared(`${PREFIX}feed?per=10`, undefined, api.call);
    expect(api.calls()).toBe(2);
  });

  it("asks again after a content change", async () => {
    const shared = sharedApiAnswers({ apiPrefix: PREFIX });
    const api = counter({ sections: [] });
    await shared(`${PREFIX}site/sections`, undefined, api.call);
    bumpContentVersion();
    await shared(`${PREFIX}site/sections`, undefined, api.call);
    expect(api.calls()).toBe(2);
  });

  it("never keeps personal paths, calls with options, errors or answers that set cookies", async () => {
    const shared = sharedApiAnswers({ apiPrefix: PREFIX });
    const cases: [string, RequestInit | undefined, ReturnType<typeof counter>][] = [
      [`${PREFIX}follows/related_leagues?per=3`, undefined, counter([])],
      [`${PREFIX}auth/providers`, undefined, counter([])],
      [`${PREFIX}feed?per=10`, { method: "POST" }, counter([])],
      [`${PREFIX}feed?per=11`, undefined, counter({ error: {} }, { status: 500 })],
      [
        `${PREFIX}feed?per=12`,
        undefined,
        counter([], { headers: { "content-type": "application/json", "set-cookie": "a=b" } }),
      ],
    ];
    for (const [path, init, api] of cases) {
      await shared(path, init, api.call);
      const response = await shared(path, init, api.call);
      expect(api.calls(), path).toBe(2);
      expect(response.status).toBe(api === cases[3][2] ? 500 : 200);
    }
  });

  it("keeps the TV answers, which read no cookie", async () => {
    const shared = sharedApiAnswers({ apiPrefix: PREFIX });
    for (const path of [
      `${PREFIX}site/content/tim-tv?site_id=763&language=es`,
      `${PREFIX}site/content/tim-tv?page=2&per=10`,
      `${PREFIX}site/content/tim-tv/up-next?id=4`,
      `${PREFIX}site/content/tim-tv/events?days=0,1`,
      `${PREFIX}site/content/tim-tv/channels?page=timtv`,
      `${PREFIX}site/content/tim-tv/channels/icaro-sports`,
    ]) {
      const api = counter([]);
      await shared(path, undefined, api.call);
      await shared(path, undefined, api.call);
      expect(api.calls(), path).toBe(1);
    }
  });

  it("keeps articles and related lists, v3 and v4", async () => {
    const shared = sharedApiAnswers({ apiPrefix: PREFIX });
    for (const path of [
      `${PREFIX}media/news_stories/42&frequency=2&offset=1`,
      `${PREFIX}noproxy/news_stories/42/related?per=6&page=1`,
      "/api/v4/related/news_stories/42?N=20&summary=true&size=6&page=1",
    ]) {
      const api = counter([]);
      await shared(path, undefined, api.call);
      await shared(path, undefined, api.call);
      expect(api.calls(), path).toBe(1);
    }
  });
});
