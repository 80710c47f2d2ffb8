import type { AlertKind } from "../favorites/follows.ts";
import type { EventGoal, ScoreStatus } from "../sports/sporting-events.ts";

/*
 * Web Push alerts (decision 0066): the rules that decide what is sent, kept pure so
 * they are tested on their own. The server (server/push/) finds the recipients and sends.
 */

/** A change older than this (in match minutes) is catch-up, never an alert: no burst of old events. */
export const CATCH_UP_MINUTES = 10;

/** The statuses after which a match is over: the update that reaches one from `playing` is full time. */
export const FINISHED_STATUSES: readonly ScoreStatus[] = ["final", "played"];

/** What an event was and is, as far as alerts care. */
export type MatchState = { status: ScoreStatus; period: string | null; goals: readonly EventGoal[] };

/** One thing that just happened in a match, with when it happened (estimated from the match clock). */
export type MatchAlert = {
  kind: Extract<AlertKind, "kickoff" | "goal" | "full_time">;
  /** Tells one alert of the event from another in the sent-alert log (`goal:home:67:0:1`). */
  key: string;
  occurredAt: Date;
  /** For a goal: the goal and the score right after it. */
  goal?: { goal: EventGoal; home: number; away: number };
};

/**
 * The match minute an event is at: from its period ("67'", "45+2'", "HT"), else its last goal;
 * 90 once it is over, 0 before it starts.
 */
export function matchMinute(state: MatchState): number {
  const fromGoals = state.goals.reduce(
    (latest, goal) => Math.max(latest, goal.minute + (goal.offset ?? 0)),
    0,
  );
  if (FINISHED_STATUSES.includes(state.status)) return Math.max(90, fromGoals);
  if (state.status !== "playing") return 0;
  const period = state.period?.trim() ?? "";
  const minute = /^(\d{1,3})(?:\s*\+\s*(\d{1,2}))?'?$/.exec(period);
  if (minute) return Math.max(Number(minute[1]) + Number(minute[2] ?? 0), fromGoals);
  if (period === "HT") return Math.max(45, fromGoals);
  return fromGoals;
}

function goalKey(goal: EventGoal): string {
  return `${goal.side}:${goal.minute}:${goal.offset ?? 0}`;
}

/** Each goal's key with its occurrence number, so two goals of one side in one minute stay two. */
function goalKeys(goals: readonly EventGoal[]): string[] {
  const seen = new Map<string, number>();
  return goals.map((goal) => {
    const key = goalKey(goal);
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    return `goal:${key}:${nth}`;
  });
}

const MINUTE_MS = 60_000;

/**
 * What an update made happen, from the event before and after it: kick-off (leaving a not-started
 * status for `playing`), each goal that was not there before, and full time (`playing` to a finished
 * status). Catch-up is left out: a kick-off seen only once the match is past its first
 * CATCH_UP_MINUTES, goals more than CATCH_UP_MINUTES behind the match clock, a match that went from
 * not started straight to finished (a provider or the demo catching up after a pause).
 */
export function matchAlerts(before: MatchState, after: MatchState, now: Date): MatchAlert[] {
  const alerts: MatchAlert[] = [];
  const minute = matchMinute(after);
  const at = (minutesAgo: number) => new Date(now.getTime() - Math.max(0, minutesAgo) * MINUTE_MS);
  const wasOver = FINISHED_STATUSES.includes(before.status);
  if (after.status === "playing" && before.status !== "playing" && !wasOver && minute <= CATCH_UP_MINUTES) {
    // Minute 1 is the first minute: the whistle went less than a minute ago.
    alerts.push({ kind: "kickoff", key: "kickoff", occurredAt: at(minute - 1) });
  }
  if (after.status === "playing" || FINISHED_STATUSES.includes(after.status)) {
    const known = new Set(goalKeys(before.goals));
    const keys = goalKeys(after.goals);
    let home = 0;
    let away = 0;
    after.goals.forEach((goal, index) => {
      if (goal.side === "home") home++;
      else away++;
      if (known.has(keys[index])) return;
      const behind = minute - (goal.minute + (goal.offset ?? 0));
      if (behind > CATCH_UP_MINUTES) return;
      alerts.push({ kind: "goal", key: keys[index], occurredAt: at(behind), goal: { goal, home, away } });
    });
  }
  if (FINISHED_STATUSES.includes(after.status) && before.status === "playing") {
    alerts.push({ kind: "full_time", key: "full_time", occurredAt: now });
  }
  return alerts;
}

/**
 * The no-burst rule: an alert goes to a subscription only for what happened after the reader
 * followed the profile and after the subscription was made.
 */
export function isFreshFor(occurredAt: Date, since: { followedAt: Date; subscribedAt: Date }): boolean {
  return (
    occurredAt.getTime() >= since.followedAt.getTime() && occurredAt.getTime() >= since.subscribedAt.getTime()
  );
}

/** Minutes in a day: quiet hours are given as minutes since midnight, 0 to 1439. */
export const MINUTES_PER_DAY = 24 * 60;

/** The minute of the day (0–1439) that `at` is in `timeZone`. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return (value("hour") % 24) * 60 + value("minute");
}

export type QuietHours = { start: number; end: number };

/**
 * Inside the quiet hours in the reader's zone: from `start` (included) to `end` (excluded), across
 * midnight when start > end (22:00–07:00); start = end is no quiet time; none set is never quiet.
 */
export function isQuietAt(at: Date, timeZone: string, quiet: QuietHours | null): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const minute = minuteOfDay(at, timeZone);
  return quiet.start < quiet.end
    ? minute >= quiet.start && minute < quiet.end
    : minute >= quiet.start || minute < quiet.end;
}

/** The follow's alert switches: a kind it does not name is on. */
export function alertEnabled(
  alerts: Partial<Record<AlertKind, boolean>> | null | undefined,
  kind: AlertKind,
) {
  return alerts?.[kind] !== false;
}
