import { describe, expect, it } from "vitest";
import accountEn from "#app/i18n/domains/account.en.json";
import accountEs from "#app/i18n/domains/account.es.json";
import accountPt from "#app/i18n/domains/account.pt.json";
import en from "#app/i18n/en.json";
import es from "#app/i18n/es.json";
import pt from "#app/i18n/pt.json";
import { analyticsErrors } from "#server/analytics/analytics-errors.ts";
import { authErrors } from "#server/auth/auth-error.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import { followsErrors } from "#server/favorites/follows-errors.ts";
import { mediaErrors } from "#server/media/media-errors.ts";
import { operatorErrors } from "#server/operator/operator-errors.ts";
import { pushErrors } from "#server/push/push-errors.ts";
import { recommendationErrors } from "#server/recommend/recommendation-errors.ts";
import { AdjustmentError } from "#server/sports/record-adjustment.ts";
import { sportsErrors } from "#server/sports/sports-errors.ts";
import { tvErrors } from "#server/tv/tv-errors.ts";
import type { ApiError } from "./api-error.ts";
import { requestErrors } from "./request-errors.ts";

type Factory = (...args: never[]) => ApiError;

/** Every error a catalogue can make: each factory called with stand-in arguments. */
function errorsOf(catalogue: Record<string, Factory>): ApiError[] {
  return Object.values(catalogue).flatMap((factory) => {
    const make = factory as unknown as (...args: unknown[]) => ApiError;
    if (factory === (sportsErrors.adjustmentRefused as unknown)) {
      return (["league_not_found", "season_not_found", "team_not_found", "invalid_adjustment"] as const).map(
        (code) => make(new AdjustmentError(code, "x")),
      );
    }
    return [make("x", 1)];
  });
}

const catalogues = {
  requestErrors,
  contentErrors,
  sportsErrors,
  operatorErrors,
  mediaErrors,
  authErrors,
  recommendationErrors,
  followsErrors,
  pushErrors,
  tvErrors,
  analyticsErrors,
};
const all = Object.entries(catalogues).flatMap(([name, catalogue]) =>
  errorsOf(catalogue as Record<string, Factory>).map((error) => ({ name, error })),
);

describe("error catalogues", () => {
  it.each(all.map(({ name, error }) => [name, error.code, error]))(
    "%s: %s is a stable code with a message",
    (_, __, error) => {
      expect(error.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.message.length).toBeGreaterThan(0);
    },
  );

  it("gives one code one status whichever domain answers it (a client may branch on either)", () => {
    const statuses = new Map<string, Set<number>>();
    for (const { error } of all)
      statuses.set(error.code, (statuses.get(error.code) ?? new Set()).add(error.status));
    const split = [...statuses].filter(([, set]) => set.size > 1).map(([code]) => code);
    expect(split).toEqual([]);
  });

  it.each([
    ["en", accountEn],
    ["es", accountEs],
    ["pt", accountPt],
  ])("every accounts code has its text in %s (accountErrors.*)", (_, catalog) => {
    const texts = catalog.accountErrors as Record<string, string>;
    const missing = errorsOf(authErrors).filter((error) => !texts[error.code]);
    expect(missing.map((error) => error.code)).toEqual([]);
  });

  // A page that loads through the API shows the API's code on its error page (app/api/api-json.ts):
  // a 404 has its own text, so these are the codes a reader can meet there.
  it.each([
    ["en", en],
    ["es", es],
    ["pt", pt],
  ])("the request codes a page can show have their text in %s (errors.codes.*)", (_, catalog) => {
    const texts = catalog.errors.codes as Record<string, string>;
    const shown = [
      requestErrors.invalidQuery("x"),
      requestErrors.invalidParam("x"),
      requestErrors.internal(),
    ];
    expect(shown.filter((error) => !texts[error.code]).map((error) => error.code)).toEqual([]);
  });
});
