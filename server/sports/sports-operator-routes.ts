import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requestErrors } from "#server/http/request-errors.ts";
import { parseQuery } from "#server/http/validate.ts";
import { FootballJsonError, parseJsonText } from "./football-json.ts";
import { importSeason, SportsImportError } from "./import-season.ts";
import { AdjustmentError, recordAdjustment } from "./record-adjustment.ts";
import { sportsErrors } from "./sports-errors.ts";

/** A season file may be this large (a full season is about 120 KB). */
const MAX_SEASON_BYTES = 20 * 1024 * 1024;

const importQuery = z.object({
  league: z.string().trim().min(1).max(200),
  season: z.string().trim().min(1).max(100),
  rules: z.string().trim().min(1).max(500).optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
});

const adjustQuery = z.object({
  league: z
    .string()
    .regex(/^\d{1,9}$/, "league must be an id")
    .transform(Number),
  team: z.string().trim().min(1).max(200),
  points: z
    .string()
    .regex(/^[+-]?\d{1,4}$/, "points must be a whole number")
    .transform(Number),
  reason: z.string().trim().min(1).max(500),
  season: z.string().trim().min(1).max(100).optional(),
});

/**
 * `POST /api/operator/sports/import` (body: the football.json file) and `…/sports/adjust`: the
 * `icaro sports` commands, run by the server that owns the database. Mounted inside the operator
 * routes, behind their key check.
 */
export function sportsOperatorRoutes(db: Database) {
  const app = new Hono<AppEnv>();

  app.post(
    "/import",
    bodyLimit({
      maxSize: MAX_SEASON_BYTES,
      onError: () => {
        throw requestErrors.bodyTooLarge("season file", "20 MB");
      },
    }),
    async (c) => {
      const query = parseQuery(c, importQuery);
      const text = await c.req.text();
      try {
        return c.json(await importSeason(db, parseJsonText(text), query));
      } catch (error) {
        if (error instanceof SportsImportError || error instanceof FootballJsonError) {
          throw sportsErrors.importRefused(error.message);
        }
        throw error;
      }
    },
  );

  app.post("/adjust", async (c) => {
    const { league, ...input } = parseQuery(c, adjustQuery);
    try {
      return c.json(await recordAdjustment(db, { leagueId: league, ...input }));
    } catch (error) {
      if (error instanceof AdjustmentError) {
        throw sportsErrors.adjustmentRefused(error);
      }
      throw error;
    }
  });

  return app;
}
