import { ApiError } from "#server/http/api/api-error.ts";
import type { AdjustmentError } from "./record-adjustment.ts";

/** The sports API's errors (events, leagues, teams, imports); texts in `errors.codes.*`. */
export const sportsErrors = {
  eventNotFound: (id: number) => new ApiError(404, "event_not_found", `There is no sporting event ${id}`),
  leagueNotFound: (id: number, season?: string) =>
    new ApiError(
      404,
      "league_not_found",
      season === undefined ? `There is no league ${id}` : `League ${id} has no season "${season}"`,
    ),
  teamNotFound: (id: number) => new ApiError(404, "team_not_found", `There is no team ${id}`),
  /** The events or tables of a reader's favorites, asked without being signed in. */
  signInRequired: (what: "events" | "tables") =>
    new ApiError(401, "sign_in_required", `Sign in to see the ${what} of your favorites`),
  importRefused: (detail: string) => new ApiError(422, "import_refused", detail),
  adjustmentRefused: (error: AdjustmentError) =>
    new ApiError(error.code === "invalid_adjustment" ? 400 : 404, error.code, error.message),
};
