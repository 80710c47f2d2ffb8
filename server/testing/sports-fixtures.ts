import type { ScoreStatus } from "#core/sports/sporting-events.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, seasons, sportingEvents } from "#server/db/schema.ts";

/** A league with its teams and one season, written directly, for sports API tests. */
export async function insertLeague(db: Database, name: string, teamNames: string[]) {
  const [league] = await db
    .insert(profiles)
    .values({
      context: "leagues",
      name,
      commonName: name,
      hasStandings: true,
      photo: `/media/demo/${name}.svg`,
    })
    .returning();
  const teams = await db
    .insert(profiles)
    .values(teamNames.map((team) => ({ context: "teams", name: team, commonName: team })))
    .returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, label: "2026" }).returning();
  const teamId = (team: string) => {
    const found = teams.find((row) => row.name === team);
    if (!found) throw new Error(`no team ${team}`);
    return found.id;
  };
  return { league, teams, season, teamId };
}

export type FixtureEvent = {
  home: string;
  away: string;
  start: string;
  status?: ScoreStatus;
  period?: string | null;
  score?: [number, number];
  round?: string;
  target?: [number, number];
};

export async function insertEvents(
  db: Database,
  league: Awaited<ReturnType<typeof insertLeague>>,
  events: FixtureEvent[],
) {
  return db
    .insert(sportingEvents)
    .values(
      events.map((event, index) => ({
        seasonId: league.season.id,
        leagueId: league.league.id,
        homeTeamId: league.teamId(event.home),
        awayTeamId: league.teamId(event.away),
        name: `${event.home} v ${event.away}`,
        longName: `${event.home} v ${event.away} — ${league.league.name}`,
        status: event.status ?? "upcoming",
        period: event.period ?? null,
        homeScore: event.score?.[0] ?? null,
        awayScore: event.score?.[1] ?? null,
        scoreDetail: (event.target ? { ft: event.target } : {}) as Record<string, [number, number]>,
        startTime: new Date(event.start),
        round: event.round ?? "Matchday 1",
        sourceKey: `${league.league.name}-${index}-${event.start}`,
      })),
    )
    .returning();
}

/**
 * A kick-off within today's UTC day, `ms` before now when that is still today: a game "playing
 * since an hour ago" would otherwise fall on yesterday for tests run just after midnight.
 */
export function earlierToday(now: number, ms: number): number {
  const dayStart = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.max(now - ms, dayStart);
}

/** A kick-off later in today's UTC day: `ms` after now, or the day's last minute when that is sooner. */
export function laterToday(now: number, ms: number): number {
  const dayEnd = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`) + 24 * 3_600_000 - 1000;
  return Math.max(now + 1000, Math.min(now + ms, dayEnd));
}
