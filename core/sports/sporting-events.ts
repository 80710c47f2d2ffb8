/**
 * Sporting events as the API shows them (docs/behaviour/sports.md#calendar-event) and the rules both sides
 * share: the eleven score statuses, which of them are live, the lists' contexts and the page size
 * of docs/behaviour/limits.md#page-sizes. The one contract of the events JSON: the server builds it (server/sports/event-json.ts),
 * the pages read it (their own rules are in core/sports/sports-events.ts) and its zod schema is
 * core/schemas/sports-json.ts.
 */

import type { LocalizedNames } from "../content/content.ts";

/** The score statuses of docs/behaviour/sports.md#score-statuses, in the spec's order. */
export const SCORE_STATUSES = [
  "final",
  "playing",
  "cancelled",
  "upcoming",
  "postponed",
  "fixture",
  "played",
  "retired",
  "suspended",
  "walkover",
  "interrupted",
] as const;
export type ScoreStatus = (typeof SCORE_STATUSES)[number];

/**
 * Statuses of an event that is going on now: the `live` list, the pages' live badge and live
 * title, a running countdown. Not `interrupted` (decision 0049): the importer gives it to
 * abandoned matches that were not awarded, which are over; since a provider's update may still
 * move it back to `playing`, the pages keep watching it on the live stream.
 */
export const LIVE_STATUSES = ["playing"] as const satisfies readonly ScoreStatus[];

export function isScoreStatus(value: string): value is ScoreStatus {
  return (SCORE_STATUSES as readonly string[]).includes(value);
}

/** docs/behaviour/limits.md#page-sizes: "Events page size 120; default day filter 0,1". */
export const EVENTS_PER_MAX = 120;
export const EVENTS_DEFAULT_DAYS = "0,1";

/** The lists' `context`: every event, a league's or team's, the live ones, or the reader's follows. */
export const EVENT_LIST_CONTEXTS = ["all", "leagues", "teams", "live", "favorites"] as const;
export type EventListContext = (typeof EVENT_LIST_CONTEXTS)[number];

/** One side of an event: its badge is `photo`, or drawn from `colors` when it has none. */
export type EventTeamJson = {
  id: number;
  name: string;
  /** A short form for narrow screens (docs/behaviour/accounts.md#user-record `short_name`), e.g. "Man City"; null when none. */
  short_name: string | null;
  photo: string | null;
  /** The club's colours (`#rrggbb`, main first); null when unknown. */
  colors: string[] | null;
};

export const EVENT_SIDES = ["home", "away"] as const;
export type EventSide = (typeof EVENT_SIDES)[number];

/**
 * One goal: the side it counts for, the minute (and the added-time minutes after 45 or 90:
 * 90+3 is minute 90, offset 3) and the scorer when the source names one. An own goal counts
 * for `side` and was scored by a player of the other side.
 */
export type EventGoal = {
  side: EventSide;
  minute: number;
  offset: number | null;
  scorer: string | null;
  penalty: boolean;
  own_goal: boolean;
};

/** One team's line-up: the starting players, then the substitutes, in the source's order. */
export type EventLineup = { starting: string[]; substitutes: string[] };
export type EventLineups = { home: EventLineup; away: EventLineup };

/** The league an event belongs to, as the event shows it. */
export type EventLeagueJson = {
  id: number;
  name: string;
  names: LocalizedNames;
  context: "leagues";
  photo: { thumbnail: string | null };
};

export type SportingEventJson = {
  id: number;
  context: "sporting_events";
  name: string;
  long_name: string;
  status: { status: ScoreStatus; period: string | null };
  scores: [{ position: "home"; value: number | null }, { position: "away"; value: number | null }];
  home: EventTeamJson;
  away: EventTeamJson;
  league: EventLeagueJson;
  /** ISO 8601 in UTC. */
  start_time: string;
  /** False when only the day is known (the time is then midnight UTC of that day). */
  time_known: boolean;
  round: string | null;
  link: string | null;
  external: boolean;
  /** The goals, earliest first; empty when there are none or the source does not name them. */
  goals: EventGoal[];
  /** Only in the one-event answer (`GET sporting_events/{type}/{id}`): null when unknown. */
  lineups?: EventLineups | null;
};

/** How many games are being played now (the header's "Live" entry). */
export type LiveCountJson = { count: number };
