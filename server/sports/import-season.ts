import { and, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_CRITERIA, parseRules, RulesError } from "#core/standings/tie-break-rules.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, seasons, sportingEvents } from "#server/db/schema.ts";
import { type Fixture, FootballJsonError, readFootballJson } from "./football-json.ts";
import { assertTimeZone, kickoff, TimeZoneError } from "./kickoff-time.ts";
import { invalidateStandings } from "./standings-cache.ts";

/** Why an import was refused; the command prints it as one line and nothing was written. */
export class SportsImportError extends Error {
  override name = "SportsImportError";
}

export type ImportSeasonOptions = {
  /** The league's name (a profile with context `leagues`, created when new). */
  league: string;
  /** The season's label, e.g. "2019/20". */
  season: string;
  /** A preset (`premier-league` …) or a comma list of criteria; kept as is when omitted. */
  rules?: string;
  /** The zone of the file's local dates and times (IANA or UTC±h); default UTC. */
  timezone?: string;
};

export type ImportSeasonResult = {
  league: { id: number; name: string };
  season: { id: number; label: string; rules: string[]; rulesPreset: string | null };
  events: number;
  created: number;
  updated: number;
  teams: number;
};

/**
 * The source's status words to the spec's score statuses: an awarded result is a walkover (it
 * counts with the awarded score); an abandoned match that was not awarded is interrupted (it does
 * not count); a match with a score is final; one without, upcoming.
 */
function statusOf(fixture: Fixture): string {
  switch (fixture.status) {
    case "awarded":
      return "walkover";
    case "cancelled":
      return "cancelled";
    case "postponed":
      return "postponed";
    case "abandoned":
      return "interrupted";
    default:
      return fixture.score ? "final" : "upcoming";
  }
}

const fold = (name: string) => name.trim().toLowerCase();

/**
 * Imports a season from a parsed football.json document: creates or updates the league, the season,
 * its teams and events, keyed so that a second import of the same (or a corrected) file updates
 * instead of duplicating — a match is known by its round and its two teams. Everything happens in
 * one transaction: a refused or failing import leaves the database as it was.
 */
export async function importSeason(
  db: Database,
  document: unknown,
  options: ImportSeasonOptions,
): Promise<ImportSeasonResult> {
  const leagueName = options.league.trim();
  const label = options.season.trim();
  if (!leagueName) throw new SportsImportError("the league name is empty");
  if (!label) throw new SportsImportError("the season label is empty");
  const zone = options.timezone?.trim() || "UTC";
  let rules: ReturnType<typeof parseRules> | null = null;
  let fixtures: Fixture[];
  try {
    assertTimeZone(zone);
    if (options.rules !== undefined) rules = parseRules(options.rules);
    fixtures = readFootballJson(document).fixtures;
  } catch (error) {
    if (error instanceof FootballJsonError || error instanceof RulesError || error instanceof TimeZoneError) {
      throw new SportsImportError(error.message);
    }
    throw error;
  }

  // Everything the file says, checked and converted before the first write.
  const rows = fixtures.map((fixture, index) => {
    if (fold(fixture.team1) === fold(fixture.team2)) {
      throw new SportsImportError(`match ${index + 1} has the same team on both sides: ${fixture.team1}`);
    }
    let time: ReturnType<typeof kickoff>;
    try {
      time = kickoff(fixture.date, fixture.time, { match: fixture.timezone, season: zone });
    } catch (error) {
      throw new SportsImportError(`match ${index + 1}: ${(error as Error).message}`);
    }
    if (Number.isNaN(time.startTime.getTime())) {
      throw new SportsImportError(`match ${index + 1} has an impossible date: ${fixture.date}`);
    }
    return {
      fixture,
      ...time,
      sourceKey: `${fixture.round ?? ""}|${fold(fixture.team1)}|${fold(fixture.team2)}`,
    };
  });
  const keys = new Set<string>();
  for (const row of rows) {
    if (keys.has(row.sourceKey)) {
      throw new SportsImportError(
        `the file has ${row.fixture.team1} v ${row.fixture.team2} twice in round "${row.fixture.round ?? ""}"`,
      );
    }
    keys.add(row.sourceKey);
  }

  const result = await db.transaction(async (tx) => {
    const league = await upsertProfile(tx, "leagues", leagueName, true);
    const [existingSeason] = await tx
      .select()
      .from(seasons)
      .where(and(eq(seasons.leagueId, league.id), eq(seasons.label, label)));
    let season = existingSeason;
    if (!season) {
      [season] = await tx
        .insert(seasons)
        .values({
          leagueId: league.id,
          label,
          rules: rules?.criteria ?? [...DEFAULT_CRITERIA],
          rulesPreset: rules?.preset ?? null,
        })
        .returning();
    } else if (rules) {
      [season] = await tx
        .update(seasons)
        .set({ rules: rules.criteria, rulesPreset: rules.preset })
        .where(eq(seasons.id, season.id))
        .returning();
    }

    const teamNames = new Map<string, string>();
    for (const { fixture } of rows) {
      for (const name of [fixture.team1, fixture.team2]) {
        if (!teamNames.has(fold(name))) teamNames.set(fold(name), name.trim());
      }
    }
    const teams = new Map<string, number>();
    for (const [folded, name] of teamNames)
      teams.set(folded, (await upsertProfile(tx, "teams", name, false)).id);

    const existing = new Set(
      (
        await tx
          .select({ sourceKey: sportingEvents.sourceKey })
          .from(sportingEvents)
          .where(and(eq(sportingEvents.seasonId, season.id), inArray(sportingEvents.sourceKey, [...keys])))
      ).map((row) => row.sourceKey),
    );
    const values = rows.map(({ fixture, startTime, timeKnown, sourceKey }) => {
      const home = teamNames.get(fold(fixture.team1)) as string;
      const away = teamNames.get(fold(fixture.team2)) as string;
      return {
        seasonId: season.id,
        leagueId: league.id,
        homeTeamId: teams.get(fold(fixture.team1)) as number,
        awayTeamId: teams.get(fold(fixture.team2)) as number,
        round: fixture.round,
        name: `${home} v ${away}`,
        longName: `${home} v ${away}, ${league.name} ${label}${fixture.round ? `, ${fixture.round}` : ""}`,
        status: statusOf(fixture),
        period: null,
        homeScore: fixture.score?.[0] ?? null,
        awayScore: fixture.score?.[1] ?? null,
        scoreDetail: fixture.detail,
        goals: fixture.goals,
        startTime,
        timeKnown,
        sourceKey,
      };
    });
    // Batches keep each statement well under PostgreSQL's 65,535 parameters.
    for (let i = 0; i < values.length; i += 500) {
      await tx
        .insert(sportingEvents)
        .values(values.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [sportingEvents.seasonId, sportingEvents.sourceKey],
          set: {
            homeTeamId: sql`excluded.home_team_id`,
            awayTeamId: sql`excluded.away_team_id`,
            round: sql`excluded.round`,
            name: sql`excluded.name`,
            longName: sql`excluded.long_name`,
            status: sql`excluded.status`,
            period: sql`excluded.period`,
            homeScore: sql`excluded.home_score`,
            awayScore: sql`excluded.away_score`,
            scoreDetail: sql`excluded.score_detail`,
            // A file without goals (most league files) keeps the goals a provider's updates brought.
            goals: sql`case when jsonb_array_length(excluded.goals) > 0 then excluded.goals else ${sportingEvents.goals} end`,
            startTime: sql`excluded.start_time`,
            timeKnown: sql`excluded.time_known`,
            updatedAt: sql`now()`,
          },
        });
    }
    return {
      league: { id: league.id, name: league.name },
      season: { id: season.id, label: season.label, rules: season.rules, rulesPreset: season.rulesPreset },
      events: rows.length,
      created: rows.length - existing.size,
      updated: existing.size,
      teams: teams.size,
    };
  });
  // A new season or league changes which tables exist, not only this season's rows.
  invalidateStandings();
  return result;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Finds a league or team by name (case-insensitively, as the unique index does) or creates it. */
async function upsertProfile(
  tx: Transaction,
  context: "leagues" | "teams",
  name: string,
  standings: boolean,
) {
  const [found] = await tx
    .select({ id: profiles.id, name: profiles.name, hasStandings: profiles.hasStandings })
    .from(profiles)
    .where(and(eq(profiles.context, context), sql`lower(${profiles.name}) = lower(${name})`));
  if (found) {
    if (standings && !found.hasStandings) {
      await tx.update(profiles).set({ hasStandings: true }).where(eq(profiles.id, found.id));
    }
    return found;
  }
  const [created] = await tx
    .insert(profiles)
    .values({ context, name, commonName: name, hasStandings: standings })
    .returning({ id: profiles.id, name: profiles.name, hasStandings: profiles.hasStandings });
  return created;
}
