/**
 * What the match page shows from an event's JSON (core/sports/sporting-events.ts): the goals as a
 * timeline with the running score, and each team's scorers grouped by player. (The score's
 * text is core/sports/sports-events.ts `scoreText`, a badge's colours core/sports/team-badge.ts.)
 */

import type { EventGoal, EventSide, SportingEventJson } from "./sporting-events.ts";

/** "23'", "45+2'". */
export function minuteText(goal: Pick<EventGoal, "minute" | "offset">): string {
  return goal.offset ? `${goal.minute}+${goal.offset}'` : `${goal.minute}'`;
}

export type TimelineEntry =
  | { kind: "goal"; goal: EventGoal; home: number; away: number }
  | { kind: "half-time"; home: number; away: number };

/**
 * The goals in order with the score after each, and the half-time mark between the halves once
 * the match has reached it (a goal in first-half added time, 45+2, is still before it).
 */
export function timeline(event: Pick<SportingEventJson, "goals" | "status">): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let home = 0;
  let away = 0;
  const minuteNow = Number.parseInt(event.status.period ?? "", 10);
  const reachedHalfTime =
    event.status.status === "final" ||
    event.status.period === "HT" ||
    (Number.isFinite(minuteNow) && minuteNow > 45) ||
    event.goals.some((goal) => goal.minute > 45);
  let halfTimeShown = false;
  for (const goal of event.goals) {
    if (reachedHalfTime && !halfTimeShown && goal.minute > 45) {
      entries.push({ kind: "half-time", home, away });
      halfTimeShown = true;
    }
    if (goal.side === "home") home++;
    else away++;
    entries.push({ kind: "goal", goal, home, away });
  }
  if (reachedHalfTime && !halfTimeShown) entries.push({ kind: "half-time", home, away });
  return entries;
}

export type ScorerLine = { scorer: string | null; goals: EventGoal[] };

/**
 * One side's scorers as a match report lists them under the team: each player once with all
 * their minutes ("Whitfield 12', 67'"), in the order of their first goal. An own goal counts for
 * `side`, so it is listed there, under the name of the player who put it in.
 */
export function scorersOf(goals: EventGoal[], side: EventSide): ScorerLine[] {
  const lines: ScorerLine[] = [];
  for (const goal of goals) {
    if (goal.side !== side) continue;
    const line = goal.scorer !== null ? lines.find((l) => l.scorer === goal.scorer) : undefined;
    if (line) line.goals.push(goal);
    else lines.push({ scorer: goal.scorer, goals: [goal] });
  }
  return lines;
}
