/**
 * The home's score strip: the games in play and the day's games, major
 * leagues first, each linking to its match. The home is cached and shared by every reader, so
 * "today" cannot be the reader's day: it is a window around now (the last twelve hours and the
 * next day), which covers every reader's today for the games that matter at the moment.
 */
import type { Locale } from "../i18n/locales.ts";
import type { ScoreStatus, SportingEventJson } from "./sporting-events.ts";
import { isLive } from "./sports-events.ts";

/** At most this many games in the strip; the "All scores" link leads to the rest. */
export const SCORE_STRIP_MAX = 12;

const HOUR = 3_600_000;
/** A finished game stays this long after its kick-off; a coming one shows this long before. */
const PAST_WINDOW = 12 * HOUR;
const NEXT_WINDOW = 24 * HOUR;

const NOT_STARTED: readonly ScoreStatus[] = ["upcoming", "fixture"];
const FINISHED: readonly ScoreStatus[] = ["final", "played"];

/**
 * The leagues a general reader looks for first, most followed first, matched by name without
 * case or accents. A page's own country's league comes first in its language: Spanish pages put
 * Spain's league first, Portuguese pages Brazil's and Portugal's. Leagues not listed follow in
 * the order of their kick-offs.
 */
const MAJOR_LEAGUES: { pattern: RegExp; first?: Locale }[] = [
  { pattern: /champions league/ },
  { pattern: /premier league/, first: "en" },
  { pattern: /primera division|la ?liga/, first: "es" },
  { pattern: /brasileir/, first: "pt" },
  { pattern: /primeira liga|liga portugal/, first: "pt" },
  { pattern: /serie a\b(?!.*brasil)/ },
  { pattern: /bundesliga/ },
  { pattern: /ligue 1/ },
  { pattern: /europa league/ },
  { pattern: /\bmls\b|major league soccer/ },
];

function plain(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** 0 for the page's own leagues, then the major leagues in order, then everything else. */
export function leagueRank(name: string, locale: Locale): number {
  const text = plain(name);
  const index = MAJOR_LEAGUES.findIndex((league) => league.pattern.test(text));
  if (index < 0) return MAJOR_LEAGUES.length + 1;
  return MAJOR_LEAGUES[index].first === locale ? 0 : index + 1;
}

type Group = 0 | 1 | 2;

/** Live games, then coming ones, then finished ones; null for games the strip leaves out. */
function groupOf(event: SportingEventJson, now: number): Group | null {
  if (isLive(event)) return 0;
  const start = Date.parse(event.start_time);
  const status = event.status.status;
  if (NOT_STARTED.includes(status)) return start >= now - PAST_WINDOW && start < now + NEXT_WINDOW ? 1 : null;
  if (FINISHED.includes(status)) return start >= now - PAST_WINDOW && start <= now ? 2 : null;
  return null;
}

/**
 * The strip's games from the live list and the lists around today (repeats are fine): live
 * games first, then the coming ones by kick-off, then the finished ones, most recent first;
 * within each, major leagues first.
 */
export function scoreStripEvents(
  events: SportingEventJson[],
  now: number,
  locale: Locale,
  max = SCORE_STRIP_MAX,
): SportingEventJson[] {
  const seen = new Set<number>();
  const ranked: { event: SportingEventJson; group: Group; rank: number; start: number }[] = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const group = groupOf(event, now);
    if (group === null) continue;
    ranked.push({
      event,
      group,
      rank: leagueRank(event.league.name, locale),
      start: Date.parse(event.start_time),
    });
  }
  ranked.sort(
    (a, b) =>
      a.group - b.group ||
      a.rank - b.rank ||
      (a.group === 2 ? b.start - a.start : a.start - b.start) ||
      a.event.id - b.event.id,
  );
  return ranked.slice(0, max).map((item) => item.event);
}

/** How many games are being played now (the menu's "Live" entry). */
export function liveCount(events: Pick<SportingEventJson, "status">[]): number {
  return events.filter(isLive).length;
}

/** A game as the strip shows it: what the page data carries, nothing else. */
export type ScoreStripGame = {
  id: number;
  league: string;
  home: string;
  away: string;
  /** Home and away goals; null before kick-off. */
  goals: [number | null, number | null];
  state: "live" | "upcoming" | "final";
  /** A live game's minute or part ("41'", "HT"). */
  period: string | null;
  /** ISO 8601 in UTC. */
  start_time: string;
  time_known: boolean;
};

/** The strip's card of a game chosen by scoreStripEvents. */
export function toStripGame(event: SportingEventJson): ScoreStripGame {
  const state = isLive(event) ? "live" : FINISHED.includes(event.status.status) ? "final" : "upcoming";
  return {
    id: event.id,
    league: event.league.name,
    home: event.home.name,
    away: event.away.name,
    goals: [event.scores[0].value, event.scores[1].value],
    state,
    period: state === "live" ? event.status.period : null,
    start_time: event.start_time,
    time_known: event.time_known,
  };
}
