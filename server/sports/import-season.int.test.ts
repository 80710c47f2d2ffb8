import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, seasons, sportingEvents } from "#server/db/schema.ts";
import { projectPath } from "#server/project-path.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";
import { importSeason, SportsImportError } from "./import-season.ts";

const premierLeague = JSON.parse(readFileSync(projectPath("demo/data/football/en.1-2019-20.json"), "utf8"));

/** The older `rounds` form, with team objects, score1/score2 and the source's status words. */
const olderForm = {
  name: "Test League 2030",
  rounds: [
    {
      name: "Matchday 1",
      matches: [
        {
          date: "2030-03-30",
          time: "20:00",
          team1: { key: "north", name: "North FC", code: "NOR" },
          team2: { key: "south", name: "South FC", code: "SOU" },
          score1: 2,
          score2: 1,
          score1i: 1,
          score2i: 0,
        },
        { date: "2030-03-31", team1: "East FC", team2: "West FC", status: "postponed" },
      ],
    },
    {
      name: "Matchday 2",
      matches: [
        {
          date: "2030-04-06",
          time: "15:00",
          team1: "South FC",
          team2: "East FC",
          score: { ft: [3, 0] },
          status: "awarded",
        },
        {
          date: "2030-04-06",
          time: "17:00 UTC-3",
          team1: "West FC",
          team2: "North FC",
          score: {},
          status: "abandoned",
        },
        {
          date: "2030-04-07",
          time: "17:00",
          team1: "North FC",
          team2: "East FC",
          score: {},
          status: "cancelled",
        },
        { date: "2030-04-08", time: "19:30", team1: "West FC", team2: "South FC", score: {} },
      ],
    },
  ],
};

describe.each(ENGINES)("importing football.json on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());
  const db = () => database.handle.db;
  const count = async (table: typeof sportingEvents | typeof profiles | typeof seasons) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it("refuses a wrong-format file with one line, writing nothing", async () => {
    for (const document of [{ teams: [] }, { matches: [{ date: "9 Aug", team1: "A", team2: "B" }] }, null]) {
      const refused = importSeason(db(), document, { league: "Nope", season: "1" });
      await expect(refused).rejects.toBeInstanceOf(SportsImportError);
      await expect(refused).rejects.toThrow(/^not a football\.json file: [^\n]+$/);
    }
    await expect(
      importSeason(db(), premierLeague, { league: "Nope", season: "1", rules: "coin-toss" }),
    ).rejects.toThrow(/^unknown rules "coin-toss"/);
    await expect(
      importSeason(db(), premierLeague, { league: "Nope", season: "1", timezone: "Mars/Olympus" }),
    ).rejects.toThrow('unknown time zone "Mars/Olympus" (an IANA name like Europe/London, or UTC+3)');
    expect(await count(profiles)).toBe(0);
    expect(await count(seasons)).toBe(0);
  });

  it("imports a season, then updates it in place on a second import", async () => {
    const options = {
      league: "English Premier League",
      season: "2019/20",
      rules: "premier-league",
      timezone: "Europe/London",
    };
    const first = await importSeason(db(), premierLeague, options);
    expect(first).toMatchObject({
      league: { name: "English Premier League" },
      season: { label: "2019/20", rulesPreset: "premier-league" },
      events: 380,
      created: 380,
      updated: 0,
      teams: 20,
    });
    const second = await importSeason(db(), premierLeague, { ...options, league: "english premier league" });
    expect(second).toMatchObject({ league: { id: first.league.id }, events: 380, created: 0, updated: 380 });
    expect(await count(sportingEvents)).toBe(380);
    const [league] = await db().select().from(profiles).where(eq(profiles.id, first.league.id));
    expect(league).toMatchObject({ context: "leagues", hasStandings: true });

    // Liverpool v Norwich, Friday 9 August 2019, 20:00 in London (BST) = 19:00 UTC.
    const [opener] = await db()
      .select()
      .from(sportingEvents)
      .where(eq(sportingEvents.name, "Liverpool FC v Norwich City"));
    expect(opener).toMatchObject({
      status: "final",
      homeScore: 4,
      awayScore: 1,
      scoreDetail: { ht: [4, 0] },
      timeKnown: true,
      round: "Matchday 1",
    });
    expect(opener.startTime.toISOString()).toBe("2019-08-09T19:00:00.000Z");
  });

  it("reads the older rounds form, its statuses, missing times and empty scores", async () => {
    const result = await importSeason(db(), olderForm, {
      league: "Test League",
      season: "2030",
      timezone: "Europe/Lisbon",
    });
    expect(result).toMatchObject({ events: 6, created: 6, teams: 4 });
    const events = await db()
      .select()
      .from(sportingEvents)
      .where(and(eq(sportingEvents.seasonId, result.season.id)))
      .orderBy(sportingEvents.startTime);
    const summary = events.map((event) => [
      event.name,
      event.status,
      event.homeScore,
      event.awayScore,
      event.startTime.toISOString(),
      event.timeKnown,
    ]);
    expect(summary).toEqual([
      // 30 March 2030 is the last Sunday of March: Lisbon is on summer time (UTC+1) from 01:00 UTC.
      ["North FC v South FC", "final", 2, 1, "2030-03-30T20:00:00.000Z", true],
      // No time: midday in Lisbon, time unknown.
      ["East FC v West FC", "postponed", null, null, "2030-03-31T11:00:00.000Z", false],
      ["South FC v East FC", "walkover", 3, 0, "2030-04-06T14:00:00.000Z", true],
      // The zone written in the time wins over the season's.
      ["West FC v North FC", "interrupted", null, null, "2030-04-06T20:00:00.000Z", true],
      ["North FC v East FC", "cancelled", null, null, "2030-04-07T16:00:00.000Z", true],
      ["West FC v South FC", "upcoming", null, null, "2030-04-08T18:30:00.000Z", true],
    ]);
    expect(events[0].scoreDetail).toEqual({ ht: [1, 0] });
  });

  it("leaves a season as it was when a later import is refused", async () => {
    const before = await count(sportingEvents);
    const broken = {
      ...olderForm,
      rounds: [
        ...olderForm.rounds,
        { name: "Bad", matches: [{ date: "2030-02-30", team1: "A", team2: "B" }] },
      ],
    };
    await expect(importSeason(db(), broken, { league: "Test League", season: "2030" })).rejects.toThrow(
      "not a football.json file: rounds.2.matches.0.date: an impossible date",
    );
    expect(await count(sportingEvents)).toBe(before);
  });
});

describe.each(ENGINES)("importing goals on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it("stores the goals a file names, and a later file without goals keeps them", async () => {
    const db = database.handle.db;
    const match = {
      round: "Final",
      date: "2022-12-18",
      team1: "Argentina",
      team2: "France",
      score: { ft: [3, 3] },
    };
    const withGoals = {
      matches: [
        {
          ...match,
          goals1: [
            { name: "Messi", minute: 23, penalty: true },
            { name: "Di María", minute: 36 },
            { name: "Messi", minute: "108" },
          ],
          goals2: [
            { name: "Mbappé", minute: 80, penalty: true },
            { name: "Mbappé", minute: 81 },
            { name: "Mbappé", minute: "118" },
          ],
        },
      ],
    };
    await importSeason(db, withGoals, { league: "World Cup", season: "2022" });
    const goalsNow = async () =>
      (await db.select({ goals: sportingEvents.goals }).from(sportingEvents))[0].goals;
    const goals = await goalsNow();
    expect(goals).toHaveLength(6);
    expect(goals[0]).toEqual({
      side: "home",
      minute: 23,
      offset: null,
      scorer: "Messi",
      penalty: true,
      own_goal: false,
    });
    expect(goals.filter((goal) => goal.side === "away").map((goal) => goal.minute)).toEqual([80, 81, 118]);
    await importSeason(db, { matches: [match] }, { league: "World Cup", season: "2022" });
    expect(await goalsNow()).toEqual(goals);
  });
});

describe.each(ENGINES)("a failing import on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it("rolls back everything it wrote before the database refused a row", async () => {
    const db = database.handle.db;
    // PostgreSQL refuses a NUL character in text: the league, season and first teams are written
    // by then, and must all disappear with the transaction.
    const document = {
      matches: [
        { round: "1", date: "2030-01-01", team1: "Alpha", team2: "Beta", score: { ft: [1, 0] } },
        { round: "1", date: "2030-01-01", team1: "Gamma", team2: "Bad\u0000Team", score: {} },
      ],
    };
    await expect(importSeason(db, document, { league: "Rollback League", season: "2030" })).rejects.toThrow();
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    expect(n).toBe(0);
    expect(await db.select().from(seasons)).toEqual([]);
  });
});
