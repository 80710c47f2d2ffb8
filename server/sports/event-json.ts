import { aliasedTable, asc, eq, inArray } from "drizzle-orm";
import type { EventGoal, ScoreStatus, SportingEventJson } from "#core/sports/sporting-events.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, sportingEvents } from "#server/db/schema.ts";

/*
 * Events as the API shows them: one query joins each event to its league and both teams (the
 * `profiles` rows they name), so a list of 120 costs one round trip.
 */

const league = aliasedTable(profiles, "league");
const home = aliasedTable(profiles, "home");
const away = aliasedTable(profiles, "away");

export const eventColumns = {
  id: sportingEvents.id,
  name: sportingEvents.name,
  longName: sportingEvents.longName,
  status: sportingEvents.status,
  period: sportingEvents.period,
  homeScore: sportingEvents.homeScore,
  awayScore: sportingEvents.awayScore,
  startTime: sportingEvents.startTime,
  timeKnown: sportingEvents.timeKnown,
  round: sportingEvents.round,
  link: sportingEvents.link,
  external: sportingEvents.external,
  goals: sportingEvents.goals,
  leagueId: league.id,
  leagueName: league.name,
  leagueNames: league.names,
  leaguePhoto: league.photo,
  homeId: home.id,
  homeName: home.name,
  homePhoto: home.photo,
  homeShort: home.shortName,
  homeColors: home.colors,
  awayId: away.id,
  awayName: away.name,
  awayPhoto: away.photo,
  awayShort: away.shortName,
  awayColors: away.colors,
};

export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>["execute"]>>[number];

/** The select with the three joins; callers add where, order and limit. */
export function selectEvents(db: Database) {
  return db
    .select(eventColumns)
    .from(sportingEvents)
    .innerJoin(league, eq(league.id, sportingEvents.leagueId))
    .innerJoin(home, eq(home.id, sportingEvents.homeTeamId))
    .innerJoin(away, eq(away.id, sportingEvents.awayTeamId));
}

export function toEventJson(row: EventRow): SportingEventJson {
  return {
    id: row.id,
    context: "sporting_events",
    name: row.name,
    long_name: row.longName,
    status: { status: row.status as ScoreStatus, period: row.period },
    scores: [
      { position: "home", value: row.homeScore },
      { position: "away", value: row.awayScore },
    ],
    home: {
      id: row.homeId,
      name: row.homeName,
      short_name: row.homeShort,
      photo: row.homePhoto,
      colors: row.homeColors,
    },
    away: {
      id: row.awayId,
      name: row.awayName,
      short_name: row.awayShort,
      photo: row.awayPhoto,
      colors: row.awayColors,
    },
    league: {
      id: row.leagueId,
      name: row.leagueName,
      names: row.leagueNames,
      context: "leagues",
      photo: { thumbnail: row.leaguePhoto },
    },
    start_time: row.startTime.toISOString(),
    time_known: row.timeKnown,
    round: row.round,
    link: row.link,
    external: row.external,
    goals: sortGoals(row.goals),
  };
}

/** Goals earliest first (added time after its minute); the source's order breaks ties. */
export function sortGoals(goals: EventGoal[]): EventGoal[] {
  return goals
    .map((goal, index) => ({ goal, index }))
    .sort(
      (a, b) =>
        a.goal.minute - b.goal.minute || (a.goal.offset ?? 0) - (b.goal.offset ?? 0) || a.index - b.index,
    )
    .map(({ goal }) => goal);
}

/** Events by id, in id order (ids that do not exist are left out). */
export async function eventsByIds(db: Database, ids: number[]): Promise<SportingEventJson[]> {
  if (ids.length === 0) return [];
  const rows = await selectEvents(db).where(inArray(sportingEvents.id, ids)).orderBy(asc(sportingEvents.id));
  return rows.map(toEventJson);
}

export async function eventById(db: Database, id: number): Promise<SportingEventJson | null> {
  const [event] = await eventsByIds(db, [id]);
  return event ?? null;
}

/** One event with what only its own page shows (the line-ups), or null. */
export async function eventDetailById(db: Database, id: number): Promise<SportingEventJson | null> {
  const [row] = await db
    .select({ ...eventColumns, lineups: sportingEvents.lineups })
    .from(sportingEvents)
    .innerJoin(league, eq(league.id, sportingEvents.leagueId))
    .innerJoin(home, eq(home.id, sportingEvents.homeTeamId))
    .innerJoin(away, eq(away.id, sportingEvents.awayTeamId))
    .where(eq(sportingEvents.id, id))
    .limit(1);
  if (!row) return null;
  return { ...toEventJson(row), lineups: row.lineups ?? null };
}
