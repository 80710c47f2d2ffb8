import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import type {
  LiveChannelJson,
  TvCalendarJson,
  TvGalleryJson,
  TvHomeJson,
  TvUpNextJson,
} from "#core/tv/tv.ts";
import type { Database } from "#server/db/client.ts";
import { articles, publishers } from "#server/db/schema.ts";
import type { ApiOperation } from "#server/http/api/api-operation.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { earlierToday, insertEvents, insertLeague, laterToday } from "#server/testing/sports-fixtures.ts";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { channelInput, programmeInput } from "./channel-input.ts";
import { addProgramme, saveChannel } from "./channel-registry.ts";
import {
  tvChannelOperation,
  tvChannelsOperation,
  tvEventsOperation,
  tvHomeOperation,
  tvUpNextOperation,
} from "./tv-operations.ts";

const HOUR = 3_600_000;
const TV = "/api/v3/site/content/tim-tv";

/** 25 videos over two sections, two publishers and three languages, a story, and a future video. */
async function insertVideos(db: Database) {
  const [tvOne, other] = await db
    .insert(publishers)
    .values([
      { name: "TV One", commonName: "Televisão Um", language: "pt" },
      { name: "Other", commonName: "Other News", language: "en" },
    ])
    .returning();
  const now = Date.now();
  const languages = ["en", "es", "pt"] as const;
  const rows = Array.from({ length: 25 }, (_, i) => ({
    context: "videos",
    name: `Video ${i}`,
    publishDate: new Date(now - (i + 1) * HOUR),
    publisherId: i % 5 === 0 ? other.id : tvOne.id,
    section: i % 2 === 0 ? "sports" : "news",
    language: languages[i % 3],
    importance: i === 19 ? 10 : 0,
    videos: [{ link: "/media/demo/test-pattern.m3u8", type: "application/x-mpegURL", duration: 4 }],
  }));
  const inserted = await db
    .insert(articles)
    .values([
      ...rows,
      { context: "news_stories", name: "A story", publishDate: new Date(now - HOUR), publisherId: tvOne.id },
      {
        context: "videos",
        name: "Tomorrow's video",
        publishDate: new Date(now + 24 * HOUR),
        publisherId: tvOne.id,
        section: "sports",
      },
    ])
    .returning({ id: articles.id, name: articles.name, context: articles.context });
  const id = (name: string) => inserted.find((row) => row.name === name)?.id as number;
  return { id, story: id("A story"), future: id("Tomorrow's video") };
}

async function insertCalendar(db: Database) {
  const league = await insertLeague(db, "Test League", ["Alpha", "Beta", "Gamma", "Delta"]);
  const now = Date.now();
  // Both "today" games stay within today's UTC day, whatever the hour the test runs at.
  const later = new Date(laterToday(now, HOUR));
  const events = await insertEvents(db, league, [
    {
      home: "Alpha",
      away: "Beta",
      start: new Date(earlierToday(now, HOUR)).toISOString(),
      status: "playing",
      period: "55'",
      score: [1, 0],
    },
    { home: "Gamma", away: "Delta", start: later.toISOString() },
    { home: "Alpha", away: "Gamma", start: new Date(now + 3 * 24 * HOUR).toISOString() },
  ]);
  return { playing: events[0].id, later: events[1].id, inThreeDays: events[2].id };
}

async function json<T>(response: Response, op: ApiOperation, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expectDocumentedAnswer(op, status, body);
  return body as T;
}

describe.each(ENGINES)("the TV API on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApi>>;
  let videos: Awaited<ReturnType<typeof insertVideos>>;
  let games: Awaited<ReturnType<typeof insertCalendar>>;
  const get = (path: string) => harness.api.request(path);

  beforeAll(async () => {
    harness = await createTestApi(engine);
    videos = await insertVideos(harness.db);
    games = await insertCalendar(harness.db);
    const now = Date.now();
    await saveChannel(
      harness.db,
      DEFAULT_SITE_ID,
      channelInput.parse({
        name: "icaro-sports",
        title: "Icaro Sports",
        stream: "/media/live/icaro-sports.m3u8",
        logo: "/media/demo/channel-sports.svg",
        page: "timtv",
        language: "pt",
      }),
    );
    await saveChannel(
      harness.db,
      DEFAULT_SITE_ID,
      channelInput.parse({
        name: "zoome-news",
        title: "Zoome News",
        stream: "https://cdn.example.com/live/news.m3u8",
        page: "zoometv",
      }),
    );
    await addProgramme(
      harness.db,
      DEFAULT_SITE_ID,
      programmeInput.parse({
        channel: "icaro-sports",
        title: "Alpha v Beta",
        starts: new Date(now - 2 * HOUR).toISOString().replace(/\.\d+Z$/, "Z"),
        ends: new Date(now + HOUR).toISOString().replace(/\.\d+Z$/, "Z"),
        event: games.playing,
      }),
    );
    await addProgramme(
      harness.db,
      DEFAULT_SITE_ID,
      programmeInput.parse({
        channel: "icaro-sports",
        title: "Alpha v Gamma",
        starts: new Date(now + 3 * 24 * HOUR - HOUR).toISOString().replace(/\.\d+Z$/, "Z"),
        ends: new Date(now + 3 * 24 * HOUR + 2 * HOUR).toISOString().replace(/\.\d+Z$/, "Z"),
        event: games.inThreeDays,
      }),
    );
  }, 120_000);
  afterAll(() => harness?.close());

  it("answers the TV page: channels with what is on, featured videos, categories, today's games", async () => {
    const home = await json<TvHomeJson>(await get(`${TV}?site_id=763&language=es`), tvHomeOperation);
    expect(home.live.map((channel) => channel.name)).toEqual(["icaro-sports", "zoome-news"]);
    expect(home.live[0].on_now).toMatchObject({ title: "Alpha v Beta", event_id: games.playing });
    expect(home.live[0].schedule.map((item) => item.title)).toEqual(["Alpha v Beta"]);
    expect(home.live[1]).toMatchObject({ on_now: null, schedule: [], logo: null, language: null });
    // Spanish first; among them the most important (video 19), then the newest.
    expect(home.featured).toHaveLength(10);
    expect(home.featured.every((video) => video.context === "videos")).toBe(true);
    expect(home.featured[0].name).toBe("Video 19");
    expect(home.featured.slice(0, 8).every((video) => video.language === "es")).toBe(true);
    expect(home.featured.map((video) => video.name)).not.toContain("Tomorrow's video");
    expect(home.categories).toEqual([
      expect.objectContaining({ key: "news", count: 12 }),
      expect.objectContaining({ key: "sports", count: 13 }),
    ]);
    expect(home.categories[0].labels).toMatchObject({ en: expect.any(String), es: expect.any(String) });
    // Live first, then later today; the game in three days is not today's.
    expect(home.events.map((event) => event.id)).toEqual([games.playing, games.later]);
    expect(home.events[0]).toMatchObject({
      sport: "soccer",
      channels: [{ name: "icaro-sports", title: "Icaro Sports" }],
    });
    expect(home.events[1].channels).toEqual([]);
  });

  it("pages the gallery newest first with the reader's language first, narrowed by category and publisher", async () => {
    const first = await json<TvGalleryJson>(
      await get(`${TV}?site_id=763&page=1&per=10&language=pt`),
      tvHomeOperation,
    );
    expect(first).toMatchObject({ page: 1, per: 10, total: 25, endlist: false });
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 8).map(({ item }) => item.language)).toEqual(Array(8).fill("pt"));
    expect(first.items[0].item.name).toBe("Video 2");
    const last = await json<TvGalleryJson>(await get(`${TV}?page=3&per=10`), tvHomeOperation);
    expect(last).toMatchObject({ page: 3, total: 25, endlist: true });
    expect(last.items).toHaveLength(5);
    const all = new Set([first, last].flatMap((page) => page.items.map(({ item }) => item.id)));
    expect(all.has(videos.story)).toBe(false);

    const sports = await json<TvGalleryJson>(
      await get(`${TV}?page=1&per=50&category=sports`),
      tvHomeOperation,
    );
    expect(sports.total).toBe(13);
    expect(sports.items.every(({ item }) => item.verticals[0].key === "sports")).toBe(true);
    // The publisher by its common name in any case, or by the gallery URL's slug (accents off).
    for (const publisher of ["Televisão Um", "televisão um", "televisao-um"]) {
      const page = await json<TvGalleryJson>(
        await get(`${TV}?page=1&per=50&publisher=${encodeURIComponent(publisher)}`),
        tvHomeOperation,
      );
      expect(page.total, publisher).toBe(20);
    }
    const perOnly = await json<TvGalleryJson>(await get(`${TV}?per=5`), tvHomeOperation);
    expect(perOnly).toMatchObject({ page: 1, per: 5 });
  });

  it("pages hold still across the reader's-language boundary: pages of 3 make the page of 50", async () => {
    const whole = await json<TvGalleryJson>(await get(`${TV}?page=1&per=50&language=es`), tvHomeOperation);
    const ids = whole.items.map(({ item }) => item.id);
    expect(ids).toHaveLength(25);
    const paged: number[] = [];
    for (let page = 1; page <= 9; page++) {
      const part = await json<TvGalleryJson>(
        await get(`${TV}?page=${page}&per=3&language=es`),
        tvHomeOperation,
      );
      paged.push(...part.items.map(({ item }) => item.id));
      expect(part.endlist).toBe(page === 9);
    }
    expect(paged).toEqual(ids);
    // The Spanish videos first, each run newest first.
    const languages = whole.items.map(({ item }) => item.language);
    const firstOther = languages.findIndex((language) => language !== "es");
    expect(languages.slice(firstOther)).not.toContain("es");
    const dates = whole.items.map(({ item }) => item.publish_date);
    expect(dates.slice(0, firstOther)).toEqual([...dates.slice(0, firstOther)].sort().reverse());
    expect(dates.slice(firstOther)).toEqual([...dates.slice(firstOther)].sort().reverse());
  });

  it.each([
    ["an unknown category", "category=weather"],
    ["an unknown publisher", "publisher=Nobody"],
    ["a page past the end", "page=10000"],
  ])("gives an empty gallery page for %s", async (_, query) => {
    const page = await json<TvGalleryJson>(await get(`${TV}?${query}`), tvHomeOperation);
    expect(page.items).toEqual([]);
    expect(page.endlist).toBe(true);
  });

  it.each([
    ["page 0", "page=0"],
    ["page 10001", "page=10001"],
    ["per 0", "per=0"],
    ["per 51", "per=51"],
    ["a non-numeric page", "page=abc"],
    ["a malformed category", "category=Sports%20News"],
    ["an empty publisher", "publisher=%20"],
    ["an unknown language", "language=fr"],
    ["a bad z", "z=25"],
  ])("refuses %s with a 400", async (_, query) => {
    const response = await get(`${TV}?${query}`);
    const body = await json<{ error: { code: string } }>(response, tvHomeOperation, 400);
    expect(body.error.code).toBe("invalid_query");
  });

  it.each([
    ["the home", `${TV}?publisher=a%00b`],
    ["the calendar", `${TV}/events?sport=%00`],
    ["a channel", `${TV}/channels/a%00b`],
  ])("refuses a NUL byte in %s with a 400, never a 500", async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_text");
  });

  it("lists up to ten videos after one: its section first, never itself", async () => {
    const id = videos.id("Video 1"); // news
    const next = await json<TvUpNextJson>(await get(`${TV}/up-next?id=${id}&language=en`), tvUpNextOperation);
    expect(next.items).toHaveLength(10);
    expect(next.items.map((video) => video.id)).not.toContain(id);
    expect(next.items.every((video) => video.verticals[0].key === "news")).toBe(true);
    expect(next.items.every((video) => video.context === "videos")).toBe(true);
    expect(next.items[0].language).toBe("en");
  });

  it.each([
    ["a story's id", () => `id=${videos.story}`],
    ["an unknown id", () => "id=999999"],
  ])("answers 404 video_not_found for %s in up-next", async (_, query) => {
    const body = await json<{ error: { code: string } }>(
      await get(`${TV}/up-next?${query()}`),
      tvUpNextOperation,
      404,
    );
    expect(body.error.code).toBe("video_not_found");
  });

  it.each([
    ["no id", ""],
    ["id 0", "id=0"],
    ["a word", "id=abc"],
  ])("refuses up-next with %s", async (_, query) => {
    expect((await get(`${TV}/up-next?${query}`)).status).toBe(400);
  });

  it("answers the calendar by day, with sports and channels to filter by", async () => {
    const all = await json<TvCalendarJson>(await get(`${TV}/events`), tvEventsOperation);
    expect(all.days).toHaveLength(7);
    expect(all.days[0].events.map((event) => event.id)).toEqual([games.playing, games.later]);
    expect(all.days.flatMap((day) => day.events).map((event) => event.id)).toContain(games.inThreeDays);
    expect(all.sports).toEqual(["soccer"]);
    expect(all.channels).toEqual([{ name: "icaro-sports", title: "Icaro Sports" }]);

    const onChannel = await json<TvCalendarJson>(
      await get(`${TV}/events?days=0,1,2,3,4,5,6&channel=icaro-sports`),
      tvEventsOperation,
    );
    expect(onChannel.days.flatMap((day) => day.events).map((event) => event.id)).toEqual([
      games.playing,
      games.inThreeDays,
    ]);
    const otherSport = await json<TvCalendarJson>(
      await get(`${TV}/events?days=0&sport=basketball&language=es&site_id=763`),
      tvEventsOperation,
    );
    expect(otherSport.days).toEqual([{ date: expect.any(String), events: [] }]);
    expect(otherSport.sports).toEqual(["soccer"]);
    const west = await json<TvCalendarJson>(await get(`${TV}/events?days=1&z=-3`), tvEventsOperation);
    expect(west.days).toHaveLength(1);
  });

  it.each([
    ["day 7", "days=7"],
    ["a past day", "days=-1"],
    ["a word", "days=today"],
    ["a malformed channel", "channel=Not%20A%20Name"],
    ["a malformed sport", "sport=SOCCER!"],
    ["a bad z", "z=5.1"],
  ])("refuses a calendar with %s", async (_, query) => {
    const body = await json<{ error: { code: string } }>(
      await get(`${TV}/events?${query}`),
      tvEventsOperation,
      400,
    );
    expect(body.error.code).toBe("invalid_query");
  });

  it("lists the channels of a page and answers one by name", async () => {
    const timtv = await json<LiveChannelJson[]>(await get(`${TV}/channels?page=timtv`), tvChannelsOperation);
    expect(timtv.map((channel) => channel.name)).toEqual(["icaro-sports"]);
    expect(timtv[0]).toMatchObject({
      stream: "/media/live/icaro-sports.m3u8",
      logo: "/media/demo/channel-sports.svg",
      language: "pt",
    });
    const all = await json<LiveChannelJson[]>(await get(`${TV}/channels`), tvChannelsOperation);
    expect(all).toHaveLength(2);
    const one = await json<LiveChannelJson>(await get(`${TV}/channels/zoome-news`), tvChannelOperation);
    expect(one.title).toBe("Zoome News");
    expect((await get(`${TV}/channels?page=othertv`)).status).toBe(400);
  });

  it.each([
    ["an unknown name", "nobody"],
    ["upper case", "Icaro-Sports"],
    ["a double hyphen", "icaro--sports"],
    ["a long name", "a".repeat(61)],
    ["dots", "..%2F..%2Fetc"],
  ])("answers 404 channel_not_found for %s", async (_, name) => {
    const body = await json<{ error: { code: string } }>(
      await get(`${TV}/channels/${name}`),
      tvChannelOperation,
      404,
    );
    expect(body.error.code).toBe("channel_not_found");
  });
});
