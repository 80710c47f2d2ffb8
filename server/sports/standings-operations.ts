import { z } from "zod";
import { leagueJson, standingsJson } from "#core/schemas/sports-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idParam, intParam, PAGE_MAX } from "#server/http/api/params.ts";
import { profilesBody } from "./sporting-event-operations.ts";

/*
 * Leagues and standings (docs/behaviour/sports.md#events-calls): what each operation takes and answers.
 * The routes (sports-routes.ts) parse with these schemas; /api/docs is generated from them.
 */

/** How many followed leagues' tables one page holds by default, and at most. */
export const RELATED_LEAGUES_PER_DEFAULT = 10;
export const RELATED_LEAGUES_PER_MAX = 50;

const tags = ["sports"];
const tables = { description: "Tables of the followed leagues.", schema: z.array(standingsJson) };
const relatedQuery = z.object({
  page: intParam("page", 1, PAGE_MAX).default(1),
  per: intParam("per", 1, RELATED_LEAGUES_PER_MAX)
    .default(RELATED_LEAGUES_PER_DEFAULT)
    .meta({ description: "Tables per page." }),
});

export const leaguesOperation = operation({
  method: "get",
  path: "leagues",
  operationId: "listLeagues",
  summary: "Every league with its current season (the sports menu)",
  tags,
  responses: { 200: { description: "Leagues by name.", schema: z.array(leagueJson) } },
});

export const standingsOperation = operation({
  method: "get",
  path: "leagues/{id}/standings",
  operationId: "getStandings",
  summary: "A league's table computed from its results",
  description:
    "The current season's table (or `season`'s): 3/1/0 points, the season's tie-break criteria, point adjustments; awarded results count, cancelled, postponed and abandoned ones do not.",
  tags,
  params: z.object({ id: idParam() }),
  query: z.object({
    season: z.string().trim().min(1).max(100).optional().meta({ description: "A season label." }),
  }),
  responses: {
    200: { description: "The table.", schema: standingsJson },
    400: errorResponse("`invalid_param`, `invalid_query`."),
    404: errorResponse("`league_not_found`: no league with that id (or no such season)."),
  },
});

export const followedTablesOperation = operation({
  method: "get",
  path: "follows/related_leagues",
  operationId: "getFollowedTables",
  summary: "Tables of the signed-in reader's followed leagues and teams' leagues",
  tags,
  query: relatedQuery,
  responses: {
    200: tables,
    400: errorResponse("`invalid_query`."),
    401: errorResponse("`sign_in_required`."),
  },
});

export const profilesTablesOperation = operation({
  method: "post",
  path: "profiles/follows/related_leagues",
  operationId: "postFollowedTables",
  summary: "Tables of the leagues of the given profiles (a guest's follows)",
  tags,
  query: relatedQuery,
  body: profilesBody,
  responses: { 200: tables, 400: errorResponse("`invalid_query`, `invalid_body`, `invalid_json`.") },
});

export const standingsOperations = [
  leaguesOperation,
  standingsOperation,
  followedTablesOperation,
  profilesTablesOperation,
];
