import type { StandingsJson } from "#core/sports/standings-json.ts";
import type { Database } from "#server/db/client.ts";
import type { Paging } from "#server/http/api/params.ts";
import type { ProfileRef } from "./sporting-events-service.ts";
import { sportsErrors } from "./sports-errors.ts";
import { currentSeasons, leagueStandings, listLeagues, relatedLeagueIds } from "./standings-queries.ts";

/**
 * Leagues and their tables (docs/behaviour/sports.md#events-calls): a league's table, and the tables a
 * reader's follows lead to. The routes (sports-routes.ts) only parse and answer; the queries
 * (standings-queries.ts, with its cache) only read.
 */
export function createStandingsService(db: Database) {
  return {
    leagues: () => listLeagues(db),

    async table(id: number, season?: string): Promise<StandingsJson> {
      const table = await leagueStandings(db, id, { season });
      if (!table) throw sportsErrors.leagueNotFound(id, season);
      return table;
    },

    /** A page of the tables of the leagues behind these follows; leagues without a season are left out. */
    async ofFollows(refs: ProfileRef[], { page, per }: Paging): Promise<StandingsJson[]> {
      const ids = await relatedLeagueIds(db, refs);
      const withSeason = await currentSeasons(db, ids);
      const pageIds = ids.filter((id) => withSeason.has(id)).slice((page - 1) * per, page * per);
      const tables: StandingsJson[] = [];
      for (const id of pageIds) {
        const table = await leagueStandings(db, id);
        if (table) tables.push(table);
      }
      return tables;
    },
  };
}

export type StandingsService = ReturnType<typeof createStandingsService>;
