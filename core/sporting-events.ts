/**
 * Sporting events as the API shows them (spec §3 "Calendar event") and the rules both sides
 * share: the eleven score statuses, which of them are live, the lists' contexts and the page size
 * of §9. The one contract of the events JSON: the server builds it (server/sports/event-json.ts),
 * the pages read it (their own rules are in core/sports-events.ts) and its zod schema is
 * core/schemas/sports-json.ts.
 */

/** The score statuses of spec §3, in the spec's order. */
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

/** Spec §9: "Events page size 120; default day filter 0,1". */
export const EVENTS_PER_MAX = 120;
export const EVENTS_DEFAULT_DAYS = "0,1";

/** The lists' `context`: every event, a league's or team's, the live ones, or the reader's follows. */
export const EVENT_LIST_CONTEXTS = ["all", "leagues", "teams", "live", "favorites"] as const;
export type EventListContext = (typeof EVENT_LIST_CONTEXTS)[number];

/** One side of an event. */
export type EventTeamJson = { id: number; name: string; photo: string | null };

/** The league an event belongs to, as the event shows it. */
export type EventLeagueJson = {
  id: number;
  name: string;
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
};

/** How many games are being played now (the header's "Live" entry). */
export type LiveCountJson = { count: number };
