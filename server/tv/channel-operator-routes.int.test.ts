import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEdition } from "#demo/seed-demo.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";

const KEY = "operator-key-for-channel-tests";
const BASE = "/api/operator/channels";

describe.each(ENGINES)("the channel operator endpoints on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof testApiApp>;
  const post = (path: string, key = KEY) =>
    api.request(`${BASE}/${path}`, { method: "POST", headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { handle } = database;
    api = testApiApp(handle.db, {
      domain: { sharedListCacheMs: 0 },
      operator: {
        keys: () => [KEY],
        migrate: handle.migrate,
        engine: handle.engine,
        generateDemo: demoEdition.generate,
      },
    });
  });
  afterAll(() => database.drop());

  it("adds, schedules, lists and removes a channel, which the TV API then shows", async () => {
    const added = await post(
      "add?name=news-one&title=News%20One&stream=%2Fmedia%2Flive%2Fnews.m3u8&page=zoometv&language=es",
    );
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      created: true,
      channel: { name: "news-one", language: "es" },
    });
    const starts = new Date(Date.now() - 60_000).toISOString();
    const ends = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await post(`schedule?channel=news-one&title=Bulletin&starts=${starts}&ends=${ends}`);
    expect(scheduled.status).toBe(200);
    const shown = await api.request("/api/v3/site/content/tim-tv/channels/news-one");
    expect(await shown.json()).toMatchObject({ on_now: { title: "Bulletin" }, page: "zoometv" });
    expect(await (await post("list")).json()).toMatchObject({
      channels: [{ name: "news-one", programmes: 1 }],
    });
    expect((await post("remove?name=news-one")).status).toBe(200);
    expect((await api.request("/api/v3/site/content/tim-tv/channels/news-one")).status).toBe(404);
  });

  it.each([
    ["a stream that is no URL (the fuzzer's 500)", "add?name=1&title=1&stream=1&page=timtv", "invalid_query"],
    ["an mp4 stream", "add?name=a&title=A&stream=%2Fa.mp4&page=timtv", "invalid_query"],
    ["an unknown channel", "remove?name=nobody", "invalid_request"],
    [
      "an unknown game",
      "schedule?channel=nobody&title=T&starts=2026-11-27T10:00Z&ends=2026-11-27T11:00Z&event=5",
      "invalid_request",
    ],
    [
      "a time without offset",
      "schedule?channel=a&title=T&starts=2026-11-27T10:00&ends=2026-11-27T11:00Z",
      "invalid_query",
    ],
  ])("refuses %s with a 400", async (_, path, code) => {
    const response = await post(path);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });

  it("needs the operator key", async () => {
    expect((await post("list", "wrong")).status).toBe(401);
  });
});
