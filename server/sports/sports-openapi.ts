import type { JsonSchema, OpenApiDocument, OpenApiParameter } from "#server/http/openapi.ts";
import { error, id32, json } from "./sports-openapi-parts.ts";
import { RELATED_LEAGUES_PER_DEFAULT, RELATED_LEAGUES_PER_MAX } from "./sports-routes.ts";

/** The OpenAPI description of the leagues and standings routes (server/sports/sports-routes.ts). */

const league: JsonSchema = {
  type: "object",
  required: ["id", "name", "context", "has_standings", "photo", "sport", "season"],
  properties: {
    id: id32,
    name: { type: "string" },
    context: { type: "string", enum: ["leagues"] },
    has_standings: { type: "boolean" },
    photo: { type: ["string", "null"] },
    sport: { type: ["string", "null"], description: "The current season's sport (soccer)." },
    season: { type: ["string", "null"], description: "The current season's label." },
  },
};

const standings: JsonSchema = {
  type: "object",
  required: ["league", "rows", "adjustments"],
  properties: {
    league: {
      allOf: [
        league,
        {
          type: "object",
          properties: {
            season_id: { type: ["integer", "null"] as never },
            rules: {
              type: "array",
              items: { type: "string" },
              description: "Tie-break criteria after points.",
            },
            rules_preset: { type: ["string", "null"] },
          },
        },
      ],
    },
    rows: {
      type: "array",
      items: {
        type: "object",
        required: [
          "position",
          "team",
          "played",
          "won",
          "drawn",
          "lost",
          "goals_for",
          "goals_against",
          "goal_difference",
          "points",
          "form",
        ],
        properties: {
          position: { type: "integer", minimum: 1 },
          team: {
            type: "object",
            properties: { id: id32, name: { type: "string" }, photo: { type: ["string", "null"] } },
          },
          played: { type: "integer" },
          won: { type: "integer" },
          drawn: { type: "integer" },
          lost: { type: "integer" },
          goals_for: { type: "integer" },
          goals_against: { type: "integer" },
          goal_difference: { type: "integer" },
          points: { type: "integer", description: "With point adjustments." },
          form: {
            type: "array",
            maxItems: 5,
            items: { type: "string", enum: ["W", "D", "L"] },
            description: "The last five counted results, oldest first.",
          },
        },
      },
    },
    adjustments: {
      type: "array",
      items: {
        type: "object",
        properties: {
          team: { type: "object", properties: { id: id32, name: { type: "string" } } },
          points: { type: "integer" },
          reason: { type: "string" },
        },
      },
    },
  },
};

const paging: OpenApiParameter[] = [
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, maximum: 1000, default: 1 } },
  {
    name: "per",
    in: "query",
    description: "Tables per page.",
    schema: {
      type: "integer",
      minimum: 1,
      maximum: RELATED_LEAGUES_PER_MAX,
      default: RELATED_LEAGUES_PER_DEFAULT,
    },
  },
];

const profilesBody: JsonSchema = {
  type: "object",
  required: ["profiles"],
  properties: {
    profiles: {
      type: "array",
      maxItems: 1000,
      items: {
        type: "object",
        required: ["id", "context"],
        properties: {
          id: { oneOf: [id32, { type: "string", pattern: "^\\d{1,9}$" }] },
          context: { type: "string", enum: ["athletes", "leagues", "teams", "entities"] },
        },
      },
    },
  },
};

export function sportsOpenApiPaths(v3: string): OpenApiDocument["paths"] {
  const tables = {
    description: "Tables of the followed leagues.",
    content: json({ type: "array", items: standings }),
  };
  return {
    [`${v3}/leagues`]: {
      get: {
        operationId: "listLeagues",
        summary: "Every league with its current season (the sports menu)",
        tags: ["sports"],
        responses: {
          "200": { description: "Leagues by name.", content: json({ type: "array", items: league }) },
        },
      },
    },
    [`${v3}/leagues/{id}/standings`]: {
      get: {
        operationId: "getStandings",
        summary: "A league's table computed from its results",
        description:
          "The current season's table (or `season`'s): 3/1/0 points, the season's tie-break criteria, point adjustments; awarded results count, cancelled, postponed and abandoned ones do not.",
        tags: ["sports"],
        parameters: [
          { name: "id", in: "path", required: true, schema: id32 },
          {
            name: "season",
            in: "query",
            description: "A season label.",
            schema: { type: "string", maxLength: 100 },
          },
        ],
        responses: {
          "200": { description: "The table.", content: json(standings) },
          "400": error("`invalid_param`, `invalid_query`."),
          "404": error("`league_not_found`: no league with that id (or no such season)."),
        },
      },
    },
    [`${v3}/follows/related_leagues`]: {
      get: {
        operationId: "getFollowedTables",
        summary: "Tables of the signed-in reader's followed leagues and teams' leagues",
        tags: ["sports"],
        parameters: paging,
        responses: {
          "200": tables,
          "400": error("`invalid_query`."),
          "401": error("`sign_in_required`."),
        },
      },
    },
    [`${v3}/profiles/follows/related_leagues`]: {
      post: {
        operationId: "postFollowedTables",
        summary: "Tables of the leagues of the given profiles (a guest's follows)",
        tags: ["sports"],
        parameters: paging,
        requestBody: { required: true, content: json(profilesBody) },
        responses: { "200": tables, "400": error("`invalid_query`, `invalid_body`, `invalid_json`.") },
      },
    },
  };
}
