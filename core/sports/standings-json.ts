/**
 * Leagues and their tables as the API shows them (`GET leagues`, `GET leagues/{id}/standings`,
 * the followed tables; PLAN's sports contract): the one contract of the standings JSON. The
 * server builds it (server/sports/standings-queries.ts), the pages read it (core/sports/standings-view.ts,
 * app/sports) and its zod schema is core/schemas/sports-json.ts.
 */

import type { LocalizedNames } from "../content/content.ts";

/** A form guide's results: won, drawn, lost. */
export const FORM_RESULTS = ["W", "D", "L"] as const;
export type FormResult = (typeof FORM_RESULTS)[number];

/** A league as the sports menu and a table's heading show it (docs/behaviour/sports.md#sport-category). */
export type LeagueJson = {
  id: number;
  name: string;
  /** Its name in each locale where it has one (core/i18n/localized-names.ts). */
  names: LocalizedNames;
  context: "leagues";
  has_standings: boolean;
  photo: string | null;
  /** The current season's sport (soccer). */
  sport: string | null;
  /** The current season's label. */
  season: string | null;
};

/** A table's league: the league and the season the table is for, with its tie-break rules. */
export type StandingsLeagueJson = LeagueJson & {
  season_id: number | null;
  /** Tie-break criteria after points. */
  rules: string[];
  rules_preset: string | null;
};

export type StandingsRowJson = {
  position: number;
  /** `short_name` (docs/behaviour/accounts.md#user-record) is what a phone shows; null when the team has none. */
  team: {
    id: number;
    name: string;
    short_name: string | null;
    photo: string | null;
    colors: string[] | null;
  };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  /** With point adjustments. */
  points: number;
  /** The last five counted results, oldest first. */
  form: FormResult[];
};

export type PointAdjustmentJson = { team: { id: number; name: string }; points: number; reason: string };

export type StandingsJson = {
  league: StandingsLeagueJson;
  rows: StandingsRowJson[];
  adjustments: PointAdjustmentJson[];
};
