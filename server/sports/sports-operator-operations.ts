import { z } from "zod";
import { contract } from "#core/schemas/contract.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import {
  invalidOperatorKey,
  OPERATOR_BASE,
  operatorKeyHeader,
} from "#server/operator/operator-operations.ts";
import type { ImportSeasonResult } from "./import-season.ts";
import type { AdjustmentResult } from "./record-adjustment.ts";

/*
 * The `icaro sports` commands, run by the server that owns the database: mounted inside the
 * operator's routes, behind their key check. The routes (sports-operator-routes.ts) parse with
 * these schemas and /api/docs is generated from them.
 */

/** Where the sports commands are mounted. */
export const SPORTS_OPERATOR_BASE = `${OPERATOR_BASE}/sports`;

const named = z.object({ id: z.number().int(), name: z.string() });

const importResultJson = contract<ImportSeasonResult>()(
  z.object({
    league: named,
    season: z.object({
      id: z.number().int(),
      label: z.string().meta({ examples: ["2019/20"] }),
      rules: z.array(z.string()).meta({ description: "The tie-break criteria, in order." }),
      rulesPreset: z
        .string()
        .nullable()
        .meta({ examples: ["premier-league"] }),
    }),
    events: z.number().int().min(0).meta({ description: "Matches in the file." }),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    teams: z.number().int().min(0),
  }),
);

export const importSeasonOperation = operation({
  method: "post",
  base: SPORTS_OPERATOR_BASE,
  path: "import",
  operationId: "operatorImportSeason",
  summary: "Import a season's matches (`icaro sports import`)",
  description:
    "The body is a football.json season file (text, up to 20 MB). The league (a profile with context `leagues`) and its teams are created when new; the season's matches are created or updated. Nothing is written when the file is refused.",
  tags: ["operator", "sports"],
  headers: operatorKeyHeader,
  query: z.object({
    league: z.string().trim().min(1).max(200).meta({ description: "The league's name." }),
    season: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .meta({ description: "The season's label.", examples: ["2019/20"] }),
    rules: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .optional()
      .meta({
        description:
          "A preset (`premier-league` …) or a comma list of tie-break criteria; kept as is when omitted.",
        examples: ["premier-league", "h2h_points,goal_difference,goals_for"],
      }),
    timezone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .meta({
        description: "The zone of the file's local dates and times (IANA or UTC±h); default UTC.",
        examples: ["Europe/London"],
      }),
  }),
  responses: {
    200: { description: "What the import wrote.", schema: importResultJson },
    400: errorResponse("`invalid_query`: league or season missing."),
    401: invalidOperatorKey,
    413: errorResponse("`body_too_large`: the file is over 20 MB."),
    422: errorResponse("`import_refused`: the file or the rules are not usable (the message says why)."),
  },
});

const adjustmentJson = contract<AdjustmentResult>()(
  z.object({
    id: z.number().int(),
    league: named,
    season: z.object({ id: z.number().int(), label: z.string() }),
    team: named,
    points: z.number().int(),
    reason: z.string(),
  }),
);

export const adjustOperation = operation({
  method: "post",
  base: SPORTS_OPERATOR_BASE,
  path: "adjust",
  operationId: "operatorAdjustPoints",
  summary: "Record a points deduction or bonus (`icaro sports adjust`)",
  description:
    "For a team in a league's current season (or the season labelled `season`); the team must play in that season.",
  tags: ["operator", "sports"],
  headers: operatorKeyHeader,
  query: z.object({
    league: z
      .string()
      .regex(/^\d{1,9}$/, "league must be an id")
      .transform(Number)
      .meta({ description: "The league's id." }),
    team: z.string().trim().min(1).max(200).meta({ description: "The team's name." }),
    points: z
      .string()
      .regex(/^[+-]?\d{1,4}$/, "points must be a whole number")
      .transform(Number)
      .meta({ description: "Negative for a deduction.", examples: ["-3"] }),
    reason: z.string().trim().min(1).max(500),
    season: z.string().trim().min(1).max(100).optional().meta({ description: "The season's label." }),
  }),
  responses: {
    200: { description: "The recorded adjustment.", schema: adjustmentJson },
    400: errorResponse("`invalid_query`, or `invalid_adjustment`."),
    401: invalidOperatorKey,
    404: errorResponse("`league_not_found`, `season_not_found` or `team_not_found`."),
  },
});

export const sportsOperatorOperations = [importSeasonOperation, adjustOperation];
