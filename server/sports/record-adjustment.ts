import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pointAdjustments, profiles, seasons, sportingEvents } from "#server/db/schema.ts";
import { invalidateStandings } from "./standings-cache.ts";
import { currentSeasons } from "./standings-queries.ts";

/** An adjustment the operator must correct (unknown league, season or team); one line. */
export class AdjustmentError extends Error {
  override name = "AdjustmentError";
  constructor(
    readonly code: "league_not_found" | "season_not_found" | "team_not_found" | "invalid_adjustment",
    message: string,
  ) {
    super(message);
  }
}

export type AdjustmentResult = {
  id: number;
  league: { id: number; name: string };
  season: { id: number; label: string };
  team: { id: number; name: string };
  points: number;
  reason: string;
};

/**
 * Records a points deduction (negative) or bonus for a team in a league's current season (or the
 * season labelled `season`). The team must play in that season, so a misspelt name is refused
 * instead of creating a row no table shows.
 */
export async function recordAdjustment(
  db: Database,
  input: { leagueId: number; team: string; points: number; reason: string; season?: string },
): Promise<AdjustmentResult> {
  const reason = input.reason.trim();
  if (!reason) throw new AdjustmentError("invalid_adjustment", "the reason is empty");
  if (!Number.isInteger(input.points) || input.points === 0 || Math.abs(input.points) > 1000) {
    throw new AdjustmentError(
      "invalid_adjustment",
      "the points must be a whole number from -1000 to 1000, not 0",
    );
  }
  const [league] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.id, input.leagueId), eq(profiles.context, "leagues")));
  if (!league) throw new AdjustmentError("league_not_found", `no league has id ${input.leagueId}`);
  const [season] =
    input.season === undefined
      ? [(await currentSeasons(db, [league.id])).get(league.id)].filter((found) => found !== undefined)
      : await db
          .select()
          .from(seasons)
          .where(and(eq(seasons.leagueId, league.id), eq(seasons.label, input.season)));
  if (!season) {
    throw new AdjustmentError(
      "season_not_found",
      input.season === undefined
        ? `${league.name} has no season; import one first`
        : `${league.name} has no season "${input.season}"`,
    );
  }
  const [team] = await db
    .selectDistinct({ id: profiles.id, name: profiles.name })
    .from(sportingEvents)
    .innerJoin(
      profiles,
      or(eq(profiles.id, sportingEvents.homeTeamId), eq(profiles.id, sportingEvents.awayTeamId)),
    )
    .where(
      and(eq(sportingEvents.seasonId, season.id), sql`lower(${profiles.name}) = lower(${input.team.trim()})`),
    );
  if (!team) {
    throw new AdjustmentError(
      "team_not_found",
      `no team "${input.team.trim()}" plays in ${league.name} ${season.label}`,
    );
  }
  const [row] = await db
    .insert(pointAdjustments)
    .values({ seasonId: season.id, teamId: team.id, points: input.points, reason })
    .returning({ id: pointAdjustments.id });
  invalidateStandings(season.id);
  return {
    id: row.id,
    league,
    season: { id: season.id, label: season.label },
    team,
    points: input.points,
    reason,
  };
}
