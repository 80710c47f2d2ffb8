import { type Context, Hono } from "hono";
import { z } from "zod";
import type { StandingsJson } from "#core/standings-json.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { intParam } from "#server/http/params.ts";
import { parseBody, parseParams, parseQuery } from "#server/http/validate.ts";
import { sportsErrors } from "./sports-errors.ts";
import { currentSeasons, leagueStandings, listLeagues, relatedLeagueIds } from "./standings-queries.ts";

const ID_MAX = 2_147_483_647;
/** How many followed leagues' tables one page holds by default, and at most. */
export const RELATED_LEAGUES_PER_DEFAULT = 10;
export const RELATED_LEAGUES_PER_MAX = 50;

const leagueParams = z.object({ id: intParam("id", 1, ID_MAX) });
const standingsQuery = z.object({ season: z.string().trim().min(1).max(100).optional() });
const relatedQuery = z.object({
  page: intParam("page", 1, 1000).default(1),
  per: intParam("per", 1, RELATED_LEAGUES_PER_MAX).default(RELATED_LEAGUES_PER_DEFAULT),
});
const profilesBody = z.object({
  profiles: z
    .array(
      z.object({
        id: z.union([
          z.number().int().min(1).max(ID_MAX),
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ]),
        context: z.enum(["athletes", "leagues", "teams", "entities"]),
      }),
    )
    .max(1000, "profiles may name at most 1000 profiles"),
});

export type ProfileRef = { id: number; context: string };

export type SportsRoutesOptions = {
  /**
   * The signed-in reader's follows, or null for a guest: the accounts domain plugs its resolver
   * in here. Without one every reader is a guest, who uses the POST form with their profiles.
   */
  favorites?: (c: Context<AppEnv>) => Promise<ProfileRef[] | null>;
};

/** Leagues and standings (spec §7 "Events and standings"). */
export function sportsRoutes(db: Database, options: SportsRoutesOptions = {}) {
  const app = new Hono<AppEnv>();

  app.get("/leagues", async (c) => c.json(await listLeagues(db)));

  app.get("/leagues/:id/standings", async (c) => {
    const { id } = parseParams(c, leagueParams);
    const { season } = parseQuery(c, standingsQuery);
    const table = await leagueStandings(db, id, { season });
    if (!table) {
      throw sportsErrors.leagueNotFound(id, season);
    }
    return c.json(table);
  });

  /** A page of the tables of the leagues behind these follows; leagues without a season are left out. */
  async function relatedTables(refs: ProfileRef[], page: number, per: number): Promise<StandingsJson[]> {
    const ids = await relatedLeagueIds(db, refs);
    const withSeason = await currentSeasons(db, ids);
    const pageIds = ids.filter((id) => withSeason.has(id)).slice((page - 1) * per, page * per);
    const tables: StandingsJson[] = [];
    for (const id of pageIds) {
      const table = await leagueStandings(db, id);
      if (table) tables.push(table);
    }
    return tables;
  }

  app.get("/follows/related_leagues", async (c) => {
    const { page, per } = parseQuery(c, relatedQuery);
    const follows = options.favorites ? await options.favorites(c) : null;
    if (!follows) throw sportsErrors.signInRequired("tables");
    return c.json(await relatedTables(follows, page, per));
  });

  app.post("/profiles/follows/related_leagues", async (c) => {
    const { page, per } = parseQuery(c, relatedQuery);
    const { profiles } = parseBody(c, profilesBody);
    return c.json(await relatedTables(profiles, page, per));
  });

  return app;
}
