import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LeagueJson, StandingsJson } from "#core/sports/standings-json.ts";
import { computeStandings } from "#core/standings/compute-standings.ts";
import { storedCriteria } from "#core/standings/tie-break-rules.ts";
import type { Database } from "#server/db/client.ts";
import { pointAdjustments, profiles, seasons, sportingEvents } from "#server/db/schema.ts";
import { cachedStandings } from "./standings-cache.ts";

type SeasonRow = typeof seasons.$inferSelect;

/**
 * The season a league's table shows by default: the one whose matches reach furthest in time
 * (the current or latest season), the newest created among seasons without matches.
 */
export async function currentSeasons(db: Database, leagueIds: number[]): Promise<Map<number, SeasonRow>> {
  if (leagueIds.length === 0) return new Map();
  // Each season's latest kick-off, read backwards along the (league, start) index: the current
  // season's last match is the first row found, rather than an aggregate over every match (this
  // runs on every table request).
  const rows = await db
    .select({
      season: seasons,
      last: sql<string | null>`(select ${sportingEvents.startTime} from ${sportingEvents}
        where ${sportingEvents.leagueId} = ${seasons.leagueId} and ${sportingEvents.seasonId} = ${seasons.id}
        order by ${sportingEvents.startTime} desc limit 1)`.as("last"),
    })
    .from(seasons)
    .where(inArray(seasons.leagueId, leagueIds));
  rows.sort(
    (a, b) =>
      (b.last ? new Date(b.last).getTime() : -Infinity) - (a.last ? new Date(a.last).getTime() : -Infinity) ||
      b.season.id - a.season.id,
  );
  const current = new Map<number, SeasonRow>();
  for (const { season } of rows) if (!current.has(season.leagueId)) current.set(season.leagueId, season);
  return current;
}

function leagueJson(league: typeof profiles.$inferSelect, season: SeasonRow | undefined): LeagueJson {
  return {
    id: league.id,
    name: league.name,
    names: league.names,
    context: "leagues",
    has_standings: league.hasStandings,
    photo: league.photo,
    sport: season?.sport ?? null,
    season: season?.label ?? null,
  };
}

/** Every league, by name, with its current season (the sports menu). */
export function listLeagues(db: Database): Promise<LeagueJson[]> {
  return cachedStandings("leagues", async () => ({ value: await readLeagues(db), seasonId: null }));
}

async function readLeagues(db: Database): Promise<LeagueJson[]> {
  const leagues = await db
    .select()
    .from(profiles)
    .where(eq(profiles.context, "leagues"))
    .orderBy(asc(sql`lower(${profiles.name})`), asc(profiles.id));
  const current = await currentSeasons(
    db,
    leagues.map((league) => league.id),
  );
  return leagues.map((league) => leagueJson(league, current.get(league.id)));
}

/**
 * A league's table for its current season (or the season labelled `season`); null when no league
 * has that id. A league without seasons has an empty table.
 */
export function leagueStandings(
  db: Database,
  leagueId: number,
  options: { season?: string } = {},
): Promise<StandingsJson | null> {
  return cachedStandings(`league:${leagueId}:${options.season ?? ""}`, async () => {
    const value = await readStandings(db, leagueId, options);
    return { value, seasonId: value?.league.season_id ?? null };
  });
}

async function readStandings(
  db: Database,
  leagueId: number,
  options: { season?: string },
): Promise<StandingsJson | null> {
  const [league] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, leagueId), eq(profiles.context, "leagues")));
  if (!league) return null;
  let season: SeasonRow | undefined;
  if (options.season !== undefined) {
    [season] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.leagueId, leagueId), eq(seasons.label, options.season)));
    if (!season) return null;
  } else {
    season = (await currentSeasons(db, [leagueId])).get(leagueId);
  }
  const heading = {
    ...leagueJson(league, season),
    season_id: season?.id ?? null,
    rules: season ? storedCriteria(season.rules) : [],
    rules_preset: season?.rulesPreset ?? null,
  };
  if (!season) return { league: heading, rows: [], adjustments: [] };
  return { league: heading, ...(await seasonTable(db, season)) };
}

/** Computes one season's table from its events and adjustments. */
async function seasonTable(db: Database, season: SeasonRow): Promise<Omit<StandingsJson, "league">> {
  const home = alias(profiles, "home");
  const away = alias(profiles, "away");
  const events = await db
    .select({
      homeId: sportingEvents.homeTeamId,
      homeName: home.name,
      homePhoto: home.photo,
      homeShort: home.shortName,
      homeColors: home.colors,
      awayId: sportingEvents.awayTeamId,
      awayName: away.name,
      awayPhoto: away.photo,
      awayShort: away.shortName,
      awayColors: away.colors,
      homeScore: sportingEvents.homeScore,
      awayScore: sportingEvents.awayScore,
      status: sportingEvents.status,
      startTime: sportingEvents.startTime,
    })
    .from(sportingEvents)
    .innerJoin(home, eq(home.id, sportingEvents.homeTeamId))
    .innerJoin(away, eq(away.id, sportingEvents.awayTeamId))
    .where(eq(sportingEvents.seasonId, season.id))
    .orderBy(asc(sportingEvents.startTime), asc(sportingEvents.id));
  const adjustments = await db
    .select({
      teamId: pointAdjustments.teamId,
      teamName: profiles.name,
      points: pointAdjustments.points,
      reason: pointAdjustments.reason,
    })
    .from(pointAdjustments)
    .innerJoin(profiles, eq(profiles.id, pointAdjustments.teamId))
    .where(eq(pointAdjustments.seasonId, season.id))
    .orderBy(asc(pointAdjustments.id));

  const photos = new Map<number, string | null>();
  const shortNames = new Map<number, string | null>();
  const colors = new Map<number, string[] | null>();
  const teams = new Map<number, { id: number; name: string }>();
  for (const event of events) {
    teams.set(event.homeId, { id: event.homeId, name: event.homeName });
    teams.set(event.awayId, { id: event.awayId, name: event.awayName });
    photos.set(event.homeId, event.homePhoto);
    photos.set(event.awayId, event.awayPhoto);
    shortNames.set(event.homeId, event.homeShort);
    shortNames.set(event.awayId, event.awayShort);
    colors.set(event.homeId, event.homeColors);
    colors.set(event.awayId, event.awayColors);
  }
  for (const adjustment of adjustments) {
    if (!teams.has(adjustment.teamId))
      teams.set(adjustment.teamId, { id: adjustment.teamId, name: adjustment.teamName });
  }
  const rows = computeStandings({
    criteria: storedCriteria(season.rules),
    teams: [...teams.values()],
    matches: events.map((event) => ({
      home: teams.get(event.homeId) as { id: number; name: string },
      away: teams.get(event.awayId) as { id: number; name: string },
      homeScore: event.homeScore,
      awayScore: event.awayScore,
      status: event.status,
      startTime: event.startTime,
    })),
    adjustments,
  });
  return {
    rows: rows.map((row) => ({
      position: row.position,
      team: {
        ...row.team,
        short_name: shortNames.get(row.team.id) ?? null,
        photo: photos.get(row.team.id) ?? null,
        colors: colors.get(row.team.id) ?? null,
      },
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goals_for: row.goalsFor,
      goals_against: row.goalsAgainst,
      goal_difference: row.goalDifference,
      points: row.points,
      form: row.form,
    })),
    adjustments: adjustments.map((adjustment) => ({
      team: { id: adjustment.teamId, name: adjustment.teamName },
      points: adjustment.points,
      reason: adjustment.reason,
    })),
  };
}

/**
 * The leagues behind followed profiles, in the order followed: a league itself, a team's leagues
 * (those whose current season it plays in). Athletes and topics have no table.
 */
export async function relatedLeagueIds(
  db: Database,
  refs: { id: number; context: string }[],
): Promise<number[]> {
  const teamIds = refs.filter((ref) => ref.context === "teams").map((ref) => ref.id);
  const teamLeagues = new Map<number, number[]>();
  if (teamIds.length) {
    const rows = await db
      .selectDistinct({
        leagueId: sportingEvents.leagueId,
        seasonId: sportingEvents.seasonId,
        teamId: profiles.id,
      })
      .from(sportingEvents)
      .innerJoin(
        profiles,
        or(eq(profiles.id, sportingEvents.homeTeamId), eq(profiles.id, sportingEvents.awayTeamId)),
      )
      .where(inArray(profiles.id, teamIds));
    const current = await currentSeasons(db, [...new Set(rows.map((row) => row.leagueId))]);
    for (const row of rows) {
      if (current.get(row.leagueId)?.id !== row.seasonId) continue;
      const list = teamLeagues.get(row.teamId) ?? [];
      list.push(row.leagueId);
      teamLeagues.set(
        row.teamId,
        list.sort((a, b) => a - b),
      );
    }
  }
  const ordered: number[] = [];
  for (const ref of refs) {
    const ids =
      ref.context === "leagues" ? [ref.id] : ref.context === "teams" ? (teamLeagues.get(ref.id) ?? []) : [];
    for (const id of ids) if (!ordered.includes(id)) ordered.push(id);
  }
  // Only real leagues: a followed id may be stale.
  if (!ordered.length) return [];
  const existing = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, ordered), eq(profiles.context, "leagues")))
    ).map((row) => row.id),
  );
  return ordered.filter((id) => existing.has(id));
}
