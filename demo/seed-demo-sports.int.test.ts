import { readFileSync } from "node:fs";
import { aliasedTable, and, count, eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wallClock } from "#core/i18n/zoned-time.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { startScoreSimulator } from "#demo/score-simulator.ts";
import { channelSchedule, liveChannels, profiles, seasons, sportingEvents } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { projectPath } from "#server/project-path.ts";
import { inProcessScoreBus } from "#server/sports/score-bus.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { parseOpenFootball } from "./football-data.ts";
import { MATCH_WALL_MINUTES } from "./match-simulator.ts";
import { DEMO_SEASONS, seedDemoSports } from "./seed-demo-sports.ts";
import { seedDemoTv } from "./seed-demo-tv.ts";

// A Saturday afternoon: the Premier League's 15:00 games are in their first half.
const NOW = new Date("2026-11-28T15:30:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("demo sports on a fresh start", () => {
  let database: TestDatabase;
  let added: number;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    added = await seedDemoSports(database.handle.db, NOW);
  });
  afterAll(() => database.drop());

  const api = (now: Date) =>
    testApiApp(database.handle.db, {
      domain: { sportingEvents: { now: () => now } },
    });
  const today = async (now: Date) => {
    const response = await api(now).request("/api/v3/sporting_events?d=0");
    expect(response.status).toBe(200);
    return (await response.json()) as SportingEventJson[];
  };

  it("imports the four bundled seasons, once", async () => {
    const [row] = await database.handle.db.select({ n: count() }).from(seasons);
    expect(Number(row.n)).toBe(4);
    expect(added).toBe(380 * 3 + 306);
    expect(await seedDemoSports(database.handle.db, NOW)).toBe(0);
  });

  it("labels each season for its moved dates, not 2019's", async () => {
    const rows = await database.handle.db.select({ label: seasons.label }).from(seasons).orderBy(seasons.id);
    expect(rows.map((row) => row.label)).toEqual(["2026/27", "2026/27", "2026/27", "2026"]);
    const [event] = await database.handle.db.select().from(sportingEvents).limit(1);
    expect(event.longName).toContain("2026/27");
    expect(event.longName).not.toContain("2019");
  });

  it("moves every league by whole weeks: each game keeps its weekday and local kick-off time", async () => {
    const db = database.handle.db;
    const home = aliasedTable(profiles, "home");
    const away = aliasedTable(profiles, "away");
    for (const entry of DEMO_SEASONS) {
      const source = JSON.parse(readFileSync(projectPath(`demo/data/football/${entry.file}`), "utf8")) as {
        name: string;
        matches: { round: string; date: string; time: string; team1: string; team2: string }[];
      };
      const { name } = parseOpenFootball(entry.file.split("-")[0], source);
      const rows = await db
        .select({
          startTime: sportingEvents.startTime,
          round: sportingEvents.round,
          home: home.name,
          away: away.name,
        })
        .from(sportingEvents)
        .innerJoin(home, eq(home.id, sportingEvents.homeTeamId))
        .innerJoin(away, eq(away.id, sportingEvents.awayTeamId))
        .innerJoin(profiles, eq(profiles.id, sportingEvents.leagueId))
        .where(eq(profiles.name, name));
      expect(rows).toHaveLength(source.matches.length);
      const shifts = new Set<number>();
      for (const row of rows) {
        const match = source.matches.find(
          (m) => m.round === row.round && m.team1 === row.home && m.team2 === row.away,
        );
        if (!match) throw new Error(`${row.home} v ${row.away} is not in ${entry.file}`);
        const local = wallClock(row.startTime, entry.timezone);
        const clock = `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
        expect(clock, `${row.home} v ${row.away}`).toBe(match.time);
        const days = (Date.UTC(local.year, local.month - 1, local.day) - Date.parse(match.date)) / 86_400_000;
        expect(days % 7).toBe(0);
        shifts.add(days);
      }
      expect(shifts.size).toBe(1);
      // This week is a round of the season: games played before now, games to come within days.
      const soon = rows.filter(
        (row) =>
          row.startTime.getTime() > NOW.getTime() + 30 * MINUTE &&
          row.startTime.getTime() < NOW.getTime() + 7 * DAY,
      );
      expect(soon.length, name).toBeGreaterThan(0);
      expect(rows.some((row) => row.startTime < NOW)).toBe(true);
    }
  });

  it("gives every finished game its goals, as many as its score, each with a scorer of its line-ups", async () => {
    const finals = await database.handle.db
      .select()
      .from(sportingEvents)
      .where(eq(sportingEvents.status, "final"));
    expect(finals.length).toBeGreaterThan(400);
    for (const event of finals) {
      const label = `${event.name} (${event.startTime.toISOString()})`;
      expect(
        event.goals.filter((goal) => goal.side === "home"),
        label,
      ).toHaveLength(event.homeScore ?? -1);
      expect(
        event.goals.filter((goal) => goal.side === "away"),
        label,
      ).toHaveLength(event.awayScore ?? -1);
      const players = [...(event.lineups?.home.starting ?? []), ...(event.lineups?.away.starting ?? [])];
      for (const goal of event.goals) expect(players, label).toContain(goal.scorer);
    }
  });

  it("adds two live channels whose schedules name today's games, once (docs/decisions/0071-tv-api-and-live-channels.md)", async () => {
    const db = database.handle.db;
    const added = await seedDemoTv(db, NOW);
    const channels = await db.select().from(liveChannels);
    expect(channels.map((channel) => [channel.name, channel.page, channel.stream])).toEqual([
      ["icaro-sports", "timtv", "/media/live/sports.m3u8"],
      ["zoome-news", "zoometv", "/media/live/news.m3u8"],
    ]);
    const programmes = await db.select().from(channelSchedule);
    expect(added).toBe(2 + programmes.length);
    const games = programmes.filter((programme) => programme.eventId !== null);
    // The games around now are on air: the Saturday 15:00 kick-offs began half an hour before NOW.
    const live = games.filter((programme) => programme.startsAt <= NOW && programme.endsAt > NOW);
    expect(live.length).toBeGreaterThan(0);
    const [event] = await db
      .select()
      .from(sportingEvents)
      .where(eq(sportingEvents.id, live[0].eventId as number));
    expect(live[0].title).toBe(event.name);
    expect(await seedDemoTv(db, NOW)).toBe(0);
  });

  it("has finished, live and upcoming games today once the simulator has stepped", async () => {
    const simulator = startScoreSimulator({
      db: database.handle.db,
      bus: inProcessScoreBus(),
      log: createLogger("silent"),
      intervalMs: 3_600_000,
      now: () => NOW,
    });
    expect(await simulator.tick()).toBeGreaterThan(0);
    await simulator.stop();
    const statuses = (await today(NOW)).map((event) => event.status.status);
    expect(statuses).toContain("final");
    expect(statuses).toContain("playing");
    expect(statuses).toContain("upcoming");
  });

  it("gives played and live games their goals, each with a minute and a scorer of the line-ups", async () => {
    const games = (await today(NOW)).filter((event) => event.status.status !== "upcoming");
    expect(games.length).toBeGreaterThan(0);
    for (const event of games) {
      const [home, away] = event.scores.map((score) => score.value ?? 0);
      expect(event.goals.filter((goal) => goal.side === "home")).toHaveLength(home);
      expect(event.goals.filter((goal) => goal.side === "away")).toHaveLength(away);
      const response = await api(NOW).request(`/api/v3/sporting_events/sporting_events/${event.id}`);
      const detail = (await response.json()) as SportingEventJson;
      expect(detail.lineups?.home.starting).toHaveLength(11);
      expect(detail.lineups?.away.starting).toHaveLength(11);
      const players = [...(detail.lineups?.home.starting ?? []), ...(detail.lineups?.away.starting ?? [])];
      for (const goal of detail.goals) {
        expect(goal.minute).toBeGreaterThanOrEqual(1);
        expect(goal.minute).toBeLessThanOrEqual(90);
        expect(players).toContain(goal.scorer);
      }
    }
    expect(games.some((event) => event.goals.length > 0)).toBe(true);
    // Upcoming games have no goals yet, whatever result they are replayed toward.
    for (const event of (await today(NOW)).filter((e) => e.status.status === "upcoming")) {
      expect(event.goals).toEqual([]);
    }
  });

  it("plays the live games minute by minute to their real results, publishing each change", async () => {
    const bus = inProcessScoreBus();
    const heard: SportingEventJson[] = [];
    bus.subscribe((event) => heard.push(event));
    let clock = NOW;
    const simulator = startScoreSimulator({
      db: database.handle.db,
      bus,
      log: createLogger("silent"),
      intervalMs: 3_600_000,
      now: () => clock,
    });
    const live = (await today(NOW)).filter((event) => event.status.status === "playing");
    clock = new Date(NOW.getTime() + MINUTE);
    expect(await simulator.tick()).toBeGreaterThanOrEqual(live.length);
    expect(heard.map((event) => event.id)).toEqual(expect.arrayContaining(live.map((event) => event.id)));
    // Two days later every game of today is over, with the result the source gives.
    clock = new Date(NOW.getTime() + 48 * 60 * MINUTE);
    await simulator.tick();
    await simulator.stop();
    const source = JSON.parse(readFileSync(projectPath("demo/data/football/en.1-2019-20.json"), "utf8")) as {
      matches: { team1: string; team2: string; score?: { ft?: [number, number] } }[];
    };
    const played = (await today(NOW)).filter((event) => event.league.name === "English Premier League");
    expect(played.length).toBeGreaterThan(2);
    for (const event of played) {
      const match = source.matches.find((m) => m.team1 === event.home.name && m.team2 === event.away.name);
      expect(event.status.status, `${event.name} ${event.start_time} ${JSON.stringify(event.status)}`).toBe(
        "final",
      );
      expect(event.scores.map((score) => score.value)).toEqual(match?.score?.ft);
      expect(event.goals).toHaveLength((match?.score?.ft ?? [0, 0]).reduce((a, b) => a + b, 0));
    }
    // Each goal reached the stream as it was scored, not only at the final whistle.
    const withGoals = heard.filter((event) => event.status.status === "playing" && event.goals.length > 0);
    for (const event of withGoals) {
      const [home, away] = event.scores.map((score) => score.value);
      expect(event.goals.filter((goal) => goal.side === "home")).toHaveLength(home ?? 0);
      expect(event.goals.filter((goal) => goal.side === "away")).toHaveLength(away ?? 0);
    }
    const stillToPlay = await database.handle.db
      .select({ n: count() })
      .from(sportingEvents)
      .where(
        and(
          eq(sportingEvents.status, "playing"),
          lt(sportingEvents.startTime, new Date(clock.getTime() - MATCH_WALL_MINUTES * MINUTE)),
        ),
      );
    expect(Number(stillToPlay[0].n)).toBe(0);
  });
});
