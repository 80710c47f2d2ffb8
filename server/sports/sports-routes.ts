import { Hono } from "hono";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import type { FavoritesOf } from "./sporting-event-routes.ts";
import { sportsErrors } from "./sports-errors.ts";
import {
  followedTablesOperation,
  leaguesOperation,
  profilesTablesOperation,
  standingsOperation,
} from "./standings-operations.ts";
import type { StandingsService } from "./standings-service.ts";

/**
 * Leagues and standings (docs/behaviour/sports.md#events-calls). `favorites` gives the signed-in reader's
 * follows, or null for a guest, who uses the POST form with their profiles.
 */
export function sportsRoutes(standings: StandingsService, favorites?: FavoritesOf) {
  const app = new Hono<AppEnv>();
  handle(app, leaguesOperation, async (c) => c.json(await standings.leagues()));
  handle(app, standingsOperation, async (c, { params, query }) =>
    c.json(await standings.table(params.id, query.season)),
  );
  handle(app, followedTablesOperation, async (c, { query }) => {
    const follows = favorites ? await favorites(c) : null;
    if (!follows) throw sportsErrors.signInRequired("tables");
    return c.json(await standings.ofFollows(follows, query));
  });
  handle(app, profilesTablesOperation, async (c, { query, body }) =>
    c.json(await standings.ofFollows(body.profiles, query)),
  );
  return app;
}
