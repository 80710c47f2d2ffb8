/**
 * Sporting events as the sports pages show them (spec §3 "Calendar event", PLAN's sports
 * contract): the shape read from the events API and the rules the pages apply to it — whether an
 * event is live, its countdown (§3 "Countdown states"), a live event's title (§2 "Route handling":
 * period and home v away score) and grouping by the reader's day.
 */
import { dayIn } from "./sports-dates.ts";

/** The eleven score statuses of spec §3. */
export const EVENT_STATUSES = [
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
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Going on now: the live list and the live stream show these. */
export const LIVE_EVENT_STATUSES: readonly EventStatus[] = ["playing", "interrupted"];
/** Not going to start at its time, or over: no countdown. */
const SETTLED: readonly EventStatus[] = [
  "final",
  "played",
  "cancelled",
  "postponed",
  "retired",
  "walkover",
  "suspended",
];

export type EventSide = { id: number; name: string; photo: string | null };

export type EventJson = {
  id: number;
  context: "sporting_events";
  name: string;
  long_name: string;
  status: { status: EventStatus; period: string | null };
  scores: { position: "home" | "away"; value: number | null }[];
  home: EventSide;
  away: EventSide;
  league: { id: number; name: string; context: "leagues"; photo: { thumbnail: string | null } };
  start_time: string;
  time_known: boolean;
  round: string | null;
  link: string | null;
  external: boolean;
  venue?: string | null;
};

/** Spec §9: events page size 120. */
export const EVENTS_PER = 120;

export function isEventJson(value: unknown): value is EventJson {
  const event = value as Partial<EventJson> | null;
  return (
    typeof event?.id === "number" && typeof event.start_time === "string" && !!event.home && !!event.away
  );
}

export function isLive(event: Pick<EventJson, "status">): boolean {
  return LIVE_EVENT_STATUSES.includes(event.status.status);
}

export function score(event: Pick<EventJson, "scores">, position: "home" | "away"): number | null {
  return event.scores.find((entry) => entry.position === position)?.value ?? null;
}

export type Countdown =
  | { state: "upcoming"; days: number; hours: number; minutes: number }
  | { state: "running" }
  | { state: "expired" };

/**
 * Spec §3 countdown states: upcoming before kick-off (with what is left), running while it is
 * played (or its time has come and no result is in), expired once over or called off.
 */
export function countdown(event: Pick<EventJson, "status" | "start_time">, now: Date): Countdown {
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
export function liveTitleParts(event: EventJson) {
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
export function eventsByDay<T extends Pick<EventJson, "start_time">>(
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
export function eventsByLeague<T extends Pick<EventJson, "league">>(events: T[]) {
  const leagues = new Map<number, { league: T["league"]; events: T[] }>();
  for (const event of events) {
    const group = leagues.get(event.league.id) ?? { league: event.league, events: [] as T[] };
    group.events.push(event);
    leagues.set(event.league.id, group);
  }
  return [...leagues.values()];
}

/** The events on a page that can still change (live, or not started): the live stream watches these. */
export function watchedIds(events: Pick<EventJson, "id" | "status">[]): number[] {
  return events
    .filter(
      (event) => isLive(event) || event.status.status === "fixture" || event.status.status === "upcoming",
    )
    .map((event) => event.id);
}

/** The live stream's address for a page's events (PLAN: `sporting_events/stream?ids=`), or null. */
export function streamPath(apiPrefix: string, events: Pick<EventJson, "id" | "status">[]): string | null {
  const ids = watchedIds(events);
  return ids.length > 0 ? `${apiPrefix}sporting_events/stream?ids=${ids.join(",")}` : null;
}
