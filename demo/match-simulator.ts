import type { ScoreStatus } from "#core/sports/sporting-events.ts";
import { createPrng } from "./prng.ts";

/**
 * A football match replayed on the wall clock toward its real result: the demo's live games.
 * Pure (the clock is an argument), so a test steps a match minute by minute.
 *
 * The clock: 45 minutes of first half from kick-off, 15 of half-time, 45 of second half; the
 * match is final 105 minutes after kick-off. Goals fall at minutes drawn from the event's id
 * (the same match always scores at the same minutes), inside the half the source's half-time
 * score puts them in.
 */

export type Score = [number, number];
export type MatchTarget = { ft: Score; ht?: Score };
export type MatchState = {
  status: ScoreStatus;
  period: string | null;
  home: number | null;
  away: number | null;
};

export const HALF_MINUTES = 45;
export const BREAK_MINUTES = 15;
/** Wall-clock minutes from kick-off to the final whistle. */
export const MATCH_WALL_MINUTES = 2 * HALF_MINUTES + BREAK_MINUTES;

/** The minute (1…90) of each goal of each side, ascending. */
export function goalMinutes(eventId: number, target: MatchTarget): { home: number[]; away: number[] } {
  const prng = createPrng(eventId * 2_654_435_761);
  const side = (index: 0 | 1) => {
    const total = target.ft[index];
    // A half-time score that does not fit the full-time one (bad data) is ignored.
    const firstHalf = target.ht && target.ht[index] <= total ? target.ht[index] : null;
    const minutes: number[] = [];
    for (let goal = 0; goal < total; goal++) {
      if (firstHalf === null) minutes.push(prng.int(1, 2 * HALF_MINUTES));
      else if (goal < firstHalf) minutes.push(prng.int(1, HALF_MINUTES));
      else minutes.push(prng.int(HALF_MINUTES + 1, 2 * HALF_MINUTES));
    }
    return minutes.sort((a, b) => a - b);
  };
  return { home: side(0), away: side(1) };
}

/**
 * The match minute at `elapsedMs` after kick-off: 1…45 in the first half, "HT" in the break,
 * 46…90 in the second half, "final" after, "upcoming" before.
 */
export function matchMinute(elapsedMs: number): number | "upcoming" | "HT" | "final" {
  if (elapsedMs < 0) return "upcoming";
  const wall = Math.floor(elapsedMs / 60_000);
  if (wall < HALF_MINUTES) return wall + 1;
  if (wall < HALF_MINUTES + BREAK_MINUTES) return "HT";
  if (wall < MATCH_WALL_MINUTES) return wall - BREAK_MINUTES + 1;
  return "final";
}

/** Where a replayed match stands at `now`. */
export function matchStateAt(eventId: number, startTime: Date, target: MatchTarget, now: Date): MatchState {
  const minute = matchMinute(now.getTime() - startTime.getTime());
  if (minute === "upcoming") return { status: "upcoming", period: null, home: null, away: null };
  if (minute === "final") return { status: "final", period: null, home: target.ft[0], away: target.ft[1] };
  const goals = goalMinutes(eventId, target);
  const upTo = minute === "HT" ? HALF_MINUTES : minute;
  const scored = (minutes: number[]) => minutes.filter((at) => at <= upTo).length;
  return {
    status: "playing",
    period: minute === "HT" ? "HT" : `${minute}'`,
    home: scored(goals.home),
    away: scored(goals.away),
  };
}

/** Whether two states differ in anything a reader sees. */
export function sameState(a: MatchState, b: MatchState): boolean {
  return a.status === b.status && a.period === b.period && a.home === b.home && a.away === b.away;
}
