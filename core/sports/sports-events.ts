/**
 * The rules the sports pages apply to the events JSON (its shape and statuses are the contract in
 * core/sports/sporting-events.ts): whether an event is live, its countdown (docs/behaviour/sports.md#countdown-states),
 * a live event's title (docs/behaviour/routes.md#page-titles: period and home v away score), grouping by the
 * reader's day and by league, and which events the live stream watches.
 */

import type { Translate } from "../i18n/translations.ts";
import { LIVE_STATUSES, type ScoreStatus, type SportingEventJson } from "./sporting-events.ts";
import { dayIn } from "./sports-dates.ts";

/** Not going to start at its time, or over: no countdown. */
const SETTLED: readonly ScoreStatus[] = [
  "final",
  "played",
  "cancelled",
  "postponed",
  "retired",
  "walkover",
  "suspended",
  "interrupted",
];

/**
 * Not live, but still expected to change: not started yet, or interrupted (a provider's update
 * may move it back to playing, decision 0049).
 */
const MAY_CHANGE: readonly ScoreStatus[] = ["fixture", "upcoming", "interrupted"];

export function isEventJson(value: unknown): value is SportingEventJson {
  const event = value as Partial<SportingEventJson> | null;
  return (
    typeof event?.id === "number" && typeof event.start_time === "string" && !!event.home && !!event.away
  );
}

export function isLive(event: Pick<SportingEventJson, "status">): boolean {
  return (LIVE_STATUSES as readonly ScoreStatus[]).includes(event.status.status);
}

export function score(event: Pick<SportingEventJson, "scores">, position: "home" | "away"): number | null {
  return event.scores.find((entry) => entry.position === position)?.value ?? null;
}

export type Countdown =
  | { state: "upcoming"; days: number; hours: number; minutes: number }
  | { state: "running" }
  | { state: "expired" };

/**
 * docs/behaviour/sports.md#countdown-states: upcoming before kick-off (with what is left), running while it is
 * played (or its time has come and no result is in), expired once over or called off.
 */
export function countdown(event: Pick<SportingEventJson, "status" | "start_time">, now: Date): Countdown {
  if (SETTLED.includes(event.status.status)) return { state: "expired" };
  if (isLive(event)) return { state: "running" };
  const left = Date.parse(event.start_time) - now.getTime();
  if (left <= 0) return { state: "running" };
  const minutes = Math.ceil(left / 60_000);
  return {
    state: "upcoming",
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** The parts of a live event's title: "Arsenal 2 v 1 Chelsea (67')"; null when it is not live. */
export function liveTitleParts(event: SportingEventJson) {
  if (!isLive(event)) return null;
  return {
    home: event.home.name,
    away: event.away.name,
    homeScore: score(event, "home") ?? 0,
    awayScore: score(event, "away") ?? 0,
    period: event.status.period ?? "",
  };
}

/** Events grouped by the reader's calendar day, in start order. */
export function eventsByDay<T extends Pick<SportingEventJson, "start_time">>(
  events: T[],
  timeZone: string,
): { day: string; events: T[] }[] {
  const days = new Map<string, T[]>();
  const sorted = [...events].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  for (const event of sorted) {
    const day = dayIn(new Date(event.start_time), timeZone);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days].map(([day, list]) => ({ day, events: list }));
}

/** Events grouped by league, keeping the order the API gave (start time, then league). */
export function eventsByLeague<T extends Pick<SportingEventJson, "league">>(events: T[]) {
  const leagues = new Map<number, { league: T["league"]; events: T[] }>();
  for (const event of events) {
    const group = leagues.get(event.league.id) ?? { league: event.league, events: [] as T[] };
    group.events.push(event);
    leagues.set(event.league.id, group);
  }
  return [...leagues.values()];
}

/**
 * The events on a page that can still change (live, not started, or interrupted): the live
 * stream watches these.
 */
export function watchedIds(events: Pick<SportingEventJson, "id" | "status">[]): number[] {
  return events
    .filter((event) => isLive(event) || MAY_CHANGE.includes(event.status.status))
    .map((event) => event.id);
}

/** The live stream's address for a page's events (PLAN: `sporting_events/stream?ids=`), or null. */
export function streamPath(
  apiPrefix: string,
  events: Pick<SportingEventJson, "id" | "status">[],
): string | null {
  const ids = watchedIds(events);
  return ids.length > 0 ? `${apiPrefix}sporting_events/stream?ids=${ids.join(",")}` : null;
}

/**
 * The number of a league round named the way the data names it ("Matchday 23", "Round 5",
 * "Jornada 5", "Rodada 5", "23"), so the page can say it in its own language; null for a round
 * with a name of its own ("Final").
 */
export function roundNumber(round: string): number | null {
  const match = /^\s*(?:(?:matchday|round|jornada|rodada|journée|spieltag)\s*)?(\d{1,3})\s*$/i.exec(round);
  return match ? Number(match[1]) : null;
}

/**
 * A round in the page's words: a numbered one through the catalogs ("Matchday 23" is "Jornada 23"
 * in Spanish, "Rodada 23" in Portuguese), one with a name of its own as the data names it.
 */
export function roundText(round: string, t: Translate): string {
  const number = roundNumber(round);
  return number === null ? round : t("sports.round", { round: number });
}

/** "1–0" with an en dash (U+2013); null before the event has a score. */
export function scoreText(home: number | null, away: number | null): string | null {
  if (home === null || away === null) return null;
  return `${home}\u2013${away}`;
}
