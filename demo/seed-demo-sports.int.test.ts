import { readFileSync } from "node:fs";
import { and, count, eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SportingEventJson } from "#core/sporting-events.ts";
import { startScoreSimulator } from "#demo/score-simulator.ts";
import { channelSchedule, liveChannels, seasons, sportingEvents } from "#server/db/schema.ts";
import { createApiApp } from "#server/http/api-app.ts";
import { createLogger } from "#server/logger.ts";
import { projectPath } from "#server/project-path.ts";
import { inProcessScoreBus } from "#server/sports/score-bus.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { MATCH_WALL_MINUTES } from "./match-simulator.ts";
import { seedDemoSports } from "./seed-demo-sports.ts";
import { seedDemoTv } from "./seed-demo-tv.ts";

const NOW = new Date("2026-11-23T13:10:00Z");
const MINUTE = 60_000;

describe("demo sports on a fresh start", () => {
  let database: TestDatabase;
  let added: number;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    added = await seedDemoSports(database.handle.db, NOW);
  });
  afterAll(() => database.drop());

  const api = (now: Date) =>
    createApiApp({
      db: database.handle.db,
      apiPrefix: "api/v3/",
      log: createLogger("silent"),
      sportsLive: { now: () => now },
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

  it("adds two live channels whose schedules name today's games, once (issue 19)", async () => {
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
    // The showcase day's games around now are on air: one began half an hour before NOW.
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
    // A day later every showcase game of today is over, with the result the source gives.
    clock = new Date(NOW.getTime() + 24 * 60 * MINUTE);
    await simulator.tick();
    await simulator.stop();
    const source = JSON.parse(readFileSync(projectPath("demo/data/football/en.1-2019-20.json"), "utf8")) as {
      matches: { team1: string; team2: string; score?: { ft?: [number, number] } }[];
    };
    const played = (await today(NOW)).filter((event) => event.league.name === "English Premier League");
    expect(played.length).toBeGreaterThan(2);
    for (const event of played) {
      const match = source.matches.find((m) => m.team1 === event.home.name && m.team2 === event.away.name);
      expect(event.status.status).toBe("final");
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
