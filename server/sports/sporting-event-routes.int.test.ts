import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content/content.ts";
import { sportingEventJson } from "#core/schemas/sports-json.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { articleProfiles, articles, publishers } from "#server/db/schema.ts";
import { seedSections } from "#server/site/sections.ts";
import { insertEvents, insertLeague } from "#server/testing/sports-fixtures.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";

// The reader's clock: 23:30 UTC on Monday 23 November 2026 (20:30 in São Paulo, 08:30 Tuesday in Tokyo).
const NOW = new Date("2026-11-23T23:30:00Z");

describe.each(ENGINES)("sporting events API on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof testApiApp>;
  let ids: Record<string, number>;
  let league: Awaited<ReturnType<typeof insertLeague>>;
  let other: Awaited<ReturnType<typeof insertLeague>>;
  let favorites: { id: number; context: string }[] | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.handle.db;
    await seedSections(db);
    league = await insertLeague(db, "Test League", ["Alpha", "Bravo", "Charlie", "Delta"]);
    other = await insertLeague(db, "Another League", ["Echo", "Foxtrot"]);
    const events = await insertEvents(db, league, [
      { home: "Alpha", away: "Bravo", start: "2026-11-22T18:00:00Z", status: "final", score: [2, 1] },
      { home: "Charlie", away: "Delta", start: "2026-11-23T02:00:00Z", status: "final", score: [0, 0] },
      { home: "Alpha", away: "Charlie", start: "2026-11-23T19:00:00Z", status: "final", score: [1, 3] },
      {
        home: "Bravo",
        away: "Delta",
        start: "2026-11-23T22:45:00Z",
        status: "playing",
        period: "40'",
        score: [1, 0],
      },
      { home: "Delta", away: "Alpha", start: "2026-11-24T14:00:00Z" },
      { home: "Bravo", away: "Charlie", start: "2026-11-25T20:00:00Z" },
      { home: "Charlie", away: "Alpha", start: "2026-11-27T20:00:00Z", status: "postponed" },
    ]);
    const others = await insertEvents(db, other, [
      { home: "Echo", away: "Foxtrot", start: "2026-11-23T19:00:00Z", status: "final", score: [4, 4] },
      // Abandoned a week ago and not awarded: over, so never in the live list (decision 0049).
      {
        home: "Foxtrot",
        away: "Echo",
        start: "2026-11-16T19:00:00Z",
        status: "interrupted",
        period: "52'",
        score: [1, 0],
      },
    ]);
    ids = {
      yesterday: events[0].id,
      earlyToday: events[1].id,
      today: events[2].id,
      live: events[3].id,
      tomorrow: events[4].id,
      later: events[5].id,
      postponed: events[6].id,
      otherToday: others[0].id,
      interrupted: others[1].id,
    };
    const [publisher] = await db
      .insert(publishers)
      .values({ name: "Sports Desk", commonName: "Sports Desk" })
      .returning();
    const stories = await db
      .insert(articles)
      .values(
        ["Alpha preview", "Charlie report", "League news", "Echo story", "Crónica del Alpha"].map(
          (name, index) => ({
            name,
            publishDate: new Date(Date.UTC(2026, 10, 20 + index)),
            publisherId: publisher.id,
            language: index === 4 ? "es" : "en",
            guid: name,
            searchText: articleSearchText({ name }),
          }),
        ),
      )
      .returning();
    await db.insert(articleProfiles).values([
      { articleId: stories[0].id, profileId: league.teamId("Alpha") },
      { articleId: stories[1].id, profileId: league.teamId("Charlie") },
      { articleId: stories[2].id, profileId: league.league.id },
      { articleId: stories[3].id, profileId: other.teamId("Echo") },
      { articleId: stories[4].id, profileId: league.teamId("Alpha") },
    ]);
    api = testApiApp(db, {
      domain: { sportingEvents: { now: () => NOW } },
      sportsLive: { favorites: async () => favorites },
    });
  });
  afterAll(() => database.drop());

  const get = (path: string) => api.request(`/api/v3/${path}`);
  const post = (path: string, body: unknown) =>
    api.request(`/api/v3/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const eventIds = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as SportingEventJson[]).map((event) => event.id);
  };
  const expectError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  };

  it("lists today and tomorrow in UTC by default, by start time then league", async () => {
    expect(await eventIds(await get("sporting_events"))).toEqual([
      ids.earlyToday,
      ids.otherToday, // Another League before Test League at the same kick-off
      ids.today,
      ids.live,
      ids.tomorrow,
    ]);
  });

  it("shows an event in the shape of docs/behaviour/sports.md#calendar-event", async () => {
    const response = await get(`sporting_events?d=0&context=live`);
    const [event] = (await response.json()) as SportingEventJson[];
    expect(sportingEventJson.parse(event)).toEqual(event);
    expect(event).toEqual({
      id: ids.live,
      context: "sporting_events",
      name: "Bravo v Delta",
      long_name: "Bravo v Delta — Test League",
      status: { status: "playing", period: "40'" },
      scores: [
        { position: "home", value: 1 },
        { position: "away", value: 0 },
      ],
      home: { id: league.teamId("Bravo"), name: "Bravo", short_name: null, photo: null, colors: null },
      away: { id: league.teamId("Delta"), name: "Delta", short_name: null, photo: null, colors: null },
      league: {
        id: league.league.id,
        name: "Test League",
        names: {},
        context: "leagues",
        photo: { thumbnail: "/media/demo/Test League.svg" },
      },
      start_time: "2026-11-23T22:45:00.000Z",
      time_known: true,
      round: "Matchday 1",
      link: null,
      external: false,
      goals: [],
    });
  });

  it("reads the days in the reader's time zone around midnight", async () => {
    // São Paulo (−3): it is 20:30 on the 23rd; today runs 03:00 UTC 23rd → 03:00 UTC 24th.
    expect(await eventIds(await get("sporting_events?d=0&z=-3"))).toEqual([
      ids.otherToday,
      ids.today,
      ids.live,
    ]);
    // Its yesterday holds the 02:00 UTC match (23:00 on the 22nd there) and the 22nd's.
    expect(await eventIds(await get("sporting_events?d=-1&z=-3"))).toEqual([ids.yesterday, ids.earlyToday]);
    // Tokyo (+9): it is 08:30 on the 24th; today runs 15:00 UTC 23rd → 15:00 UTC 24th.
    expect(await eventIds(await get("sporting_events?d=0&z=9"))).toEqual([
      ids.otherToday,
      ids.today,
      ids.live,
      ids.tomorrow,
    ]);
    expect(await eventIds(await get("sporting_events?d=-1,1,2,3&z=0"))).toEqual([
      ids.yesterday,
      ids.tomorrow,
      ids.later,
    ]);
  });

  it("keeps a game that is live past midnight in the new day, for every list of that day", async () => {
    // 00:05 UTC on the 24th: the 22:45 kick-off is still being played, so it is today's too.
    const afterMidnight = testApiApp(database.handle.db, {
      domain: { sportingEvents: { now: () => new Date("2026-11-24T00:05:00Z") } },
      sportsLive: { favorites: async () => favorites },
    });
    const at = (path: string, init?: RequestInit) => afterMidnight.request(`/api/v3/${path}`, init);
    expect(await eventIds(await at("sporting_events?d=0&z=0"))).toEqual([ids.live, ids.tomorrow]);
    // A followed team's "My scores" (the guests' endpoint), and its own list.
    const delta = { id: league.teamId("Delta"), context: "teams" };
    const mine = await at("profiles/sporting_events?d=0&z=0&context=all", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ profiles: [delta] }),
    });
    // (Delta's 14:00 game, "tomorrow" at 23:30, is today's now too.)
    expect(await eventIds(mine)).toEqual([ids.live, ids.tomorrow]);
    expect(await eventIds(await at(`sporting_events?context=teams&id=${delta.id}&d=0`))).toEqual([
      ids.live,
      ids.tomorrow,
    ]);
    // Its start day keeps it; a day that does not hold the present does not gain it.
    expect(await eventIds(await at("sporting_events?d=-1&z=0"))).toContain(ids.live);
    expect(await eventIds(await at("sporting_events?d=1&z=0"))).not.toContain(ids.live);
    // A game abandoned a week ago is over, not live: it stays on its own day.
    expect(await eventIds(await at("sporting_events?d=0&z=0"))).not.toContain(ids.interrupted);
  });

  it("lists a league's or a team's events", async () => {
    expect(await eventIds(await get(`sporting_events?context=leagues&id=${other.league.id}`))).toEqual([
      ids.otherToday,
    ]);
    const delta = league.teamId("Delta");
    expect(await eventIds(await get(`sporting_events?context=teams&id=${delta}&d=-1,0,1`))).toEqual([
      ids.earlyToday,
      ids.live,
      ids.tomorrow,
    ]);
  });

  it("lists the live events whenever they started, or on the days asked", async () => {
    expect(await eventIds(await get("sporting_events?context=live"))).toEqual([ids.live]);
    expect(await eventIds(await get("sporting_events?context=live&d=1"))).toEqual([]);
  });

  it("counts the games in play for the header's Live entry, not the interrupted ones", async () => {
    const response = await get("sporting_events/live_count");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 1 });
  });

  it("leaves interrupted events out of the live list, on any day (decision 0049)", async () => {
    expect(await eventIds(await get("sporting_events?context=live&d=-7"))).toEqual([]);
    expect(await eventIds(await get("sporting_events?d=-7"))).toEqual([ids.interrupted]);
    expect(await eventIds(await get("sporting_events?context=live"))).not.toContain(ids.interrupted);
  });

  it("pages with per and page", async () => {
    expect(await eventIds(await get("sporting_events?per=2&page=2"))).toEqual([ids.today, ids.live]);
    expect(await eventIds(await get("sporting_events?per=2&page=4"))).toEqual([]);
    expect(await eventIds(await get("sporting_events?per=120"))).toHaveLength(5);
  });

  it("lists the events of the followed profiles sent in the body", async () => {
    const profiles = [
      { id: other.league.id, context: "leagues" },
      { id: String(league.teamId("Alpha")), context: "teams" },
      { id: 999_999, context: "teams" },
      { id: league.league.id, context: "athletes" }, // a mismatched pair names nothing
    ];
    expect(await eventIds(await post("profiles/sporting_events?d=-1,0,1", { profiles }))).toEqual([
      ids.yesterday,
      ids.otherToday,
      ids.today,
      ids.tomorrow,
    ]);
    expect(await eventIds(await post("profiles/sporting_events", { profiles: [] }))).toEqual([]);
  });

  it("lists a signed-in reader's favorites, and asks a guest to sign in", async () => {
    favorites = null;
    await expectError(await get("sporting_events?context=favorites"), 401, "sign_in_required");
    favorites = [{ id: league.teamId("Bravo"), context: "teams" }];
    expect(await eventIds(await get("sporting_events?context=favorites&d=0,1,2"))).toEqual([
      ids.live,
      ids.later,
    ]);
  });

  it("refuses bad day lists, offsets, pages, contexts and ids with a 400", async () => {
    for (const query of [
      "d=a",
      "d=1.5",
      "d=0,,1",
      "d=999",
      "z=15",
      "z=-13",
      "z=abc",
      "z=5.1",
      "per=121",
      "per=0",
      "page=0",
      "context=everything",
      "context=leagues",
      "context=teams&id=abc",
    ]) {
      await expectError(await get(`sporting_events?${query}`), 400, "invalid_query");
    }
    await expectError(await post("profiles/sporting_events", { profiles: "all" }), 400, "invalid_body");
    await expectError(await post("profiles/sporting_events", {}), 400, "invalid_body");
    await expectError(
      await post("profiles/sporting_events", { profiles: [{ id: 1, context: "planets" }] }),
      400,
      "invalid_body",
    );
  });

  it("answers an unknown league or team with a 404", async () => {
    await expectError(await get("sporting_events?context=leagues&id=999999"), 404, "league_not_found");
    // A team's id is not a league's.
    await expectError(
      await get(`sporting_events?context=leagues&id=${league.teamId("Alpha")}`),
      404,
      "league_not_found",
    );
    await expectError(await get("sporting_events?context=teams&id=999999"), 404, "team_not_found");
  });

  it("shows one event, and an empty object for an unknown one", async () => {
    const response = await get(`sporting_events/sporting_events/${ids.today}`);
    expect(response.status).toBe(200);
    const event = (await response.json()) as SportingEventJson;
    expect(event.name).toBe("Alpha v Charlie");
    expect(event.scores.map((score) => score.value)).toEqual([1, 3]);
    for (const path of ["sporting_events/sporting_events/999999", `sporting_events/planets/${ids.today}`]) {
      const unknown = await get(path);
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({});
    }
    await expectError(await get("sporting_events/sporting_events/abc"), 400, "invalid_param");
  });

  it("lists the stories about an event's two teams before its league's, the reader's language first", async () => {
    const names = async (query: string) => {
      const response = await get(`sporting_events/sporting_events/${ids.today}/feed${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as ArticleJson[]).map((article) => article.name);
    };
    // The teams' stories newest first, then the league's; other games (Echo) never.
    expect(await names("")).toEqual(["Crónica del Alpha", "Charlie report", "Alpha preview", "League news"]);
    // An English reader: the teams in English, the league in English, then the teams in Spanish.
    expect(await names("?language=en")).toEqual([
      "Charlie report",
      "Alpha preview",
      "League news",
      "Crónica del Alpha",
    ]);
    expect(await names("?language=es")).toEqual([
      "Crónica del Alpha",
      "Charlie report",
      "Alpha preview",
      "League news",
    ]);
    expect(await names("?start_date=2026-11-22&language=en&per=1")).toEqual(["League news"]);
    await expectError(await get("sporting_events/sporting_events/999999/feed"), 404, "event_not_found");
    await expectError(await get(`sporting_events/planets/${ids.today}/feed`), 400, "invalid_param");
    await expectError(
      await get(`sporting_events/sporting_events/${ids.today}/feed?per=0`),
      400,
      "invalid_query",
    );
  });
});
