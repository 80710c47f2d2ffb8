import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import { requestErrors } from "#server/http/api/request-errors.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { FootballJsonError, parseJsonText } from "./football-json.ts";
import { importSeason, SportsImportError } from "./import-season.ts";
import { AdjustmentError, recordAdjustment } from "./record-adjustment.ts";
import { sportsErrors } from "./sports-errors.ts";
import { adjustOperation, importSeasonOperation } from "./sports-operator-operations.ts";

/** A season file may be this large (a full season is about 120 KB). */
const MAX_SEASON_BYTES = 20 * 1024 * 1024;

/**
 * `POST /api/operator/sports/import` (body: the football.json file) and `…/sports/adjust`
 * (sports-operator-operations.ts): the `icaro sports` commands, run by the server that owns the
 * database. Mounted inside the operator routes, behind their key check.
 */
export function sportsOperatorRoutes(db: Database) {
  const app = new Hono<AppEnv>();

  app.use(
    "/import",
    bodyLimit({
      maxSize: MAX_SEASON_BYTES,
      onError: () => {
        throw requestErrors.bodyTooLarge("season file", "20 MB");
      },
    }),
  );
  handle(app, importSeasonOperation, async (c, { query }) => {
    const text = await c.req.text();
    try {
      return c.json(await importSeason(db, parseJsonText(text), query));
    } catch (error) {
      if (error instanceof SportsImportError || error instanceof FootballJsonError) {
        throw sportsErrors.importRefused(error.message);
      }
      throw error;
    }
  });

  handle(app, adjustOperation, async (c, { query: { league, ...input } }) => {
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
