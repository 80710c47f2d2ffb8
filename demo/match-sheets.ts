import type { EventGoal, EventLineup, EventLineups, EventSide } from "#core/sporting-events.ts";
import { FIRST_NAMES, LAST_NAMES } from "./demo-profiles.ts";
import { goalMinutes, HALF_MINUTES, type MatchTarget, matchMinute } from "./match-simulator.ts";
import { createPrng } from "./prng.ts";

/**
 * The demo's match sheets: each club's squad (fictional players, like the demo's footballers,
 * the club's forward among them) and who scored at the minutes the simulator gives each goal.
 * Pure and deterministic: the same club always fields the same squad, the same match always
 * has the same scorers, live and after the final whistle.
 */

/** Players in a line-up: a goalkeeper, four defenders, four midfielders, two forwards. */
export const STARTING = 11;
export const SUBSTITUTES = 7;
/** How likely each starting place is to score, by position (goalkeeper first). */
const SCORING_WEIGHT = [0, 1, 1, 1, 1, 2, 2, 2, 2, 5, 5];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/**
 * A club's squad: eleven starters in the order goalkeeper, defenders, midfielders, forwards
 * (`forward`, the club's named footballer, leads the attack), then the substitutes.
 */
export function demoLineup(team: string, leagueCode: string, forward: string | null): EventLineup {
  const first = FIRST_NAMES[leagueCode] ?? FIRST_NAMES["en.1"];
  const last = LAST_NAMES[leagueCode] ?? LAST_NAMES["en.1"];
  const prng = createPrng(hash(`${leagueCode}|${team}`));
  const names = new Set<string>(forward ? [forward] : []);
  const wanted = STARTING + SUBSTITUTES;
  for (let tries = 0; names.size < wanted && tries < 1000; tries++) {
    names.add(`${prng.pick(first)} ${prng.pick(last)}`);
  }
  const others = [...names].filter((name) => name !== forward);
  const outfield = STARTING - (forward ? 1 : 0);
  const starting = others.slice(0, outfield);
  if (forward) starting.splice(STARTING - 2, 0, forward);
  return { starting, substitutes: others.slice(outfield) };
}

/** The goals of a match toward `target`, with scorers from the line-ups (none without them). */
export function demoGoals(eventId: number, target: MatchTarget, lineups: EventLineups | null): EventGoal[] {
  const minutes = goalMinutes(eventId, target);
  const prng = createPrng(eventId * 40_503 + 7);
  const pickScorer = (lineup: EventLineup) => {
    const total = SCORING_WEIGHT.reduce((sum, weight) => sum + weight, 0);
    let draw = prng.next() * total;
    for (let i = 0; i < STARTING; i++) {
      draw -= SCORING_WEIGHT[i];
      if (draw < 0) return lineup.starting[i] ?? null;
    }
    return lineup.starting[STARTING - 1] ?? null;
  };
  const goals: EventGoal[] = [];
  for (const side of ["home", "away"] as const satisfies readonly EventSide[]) {
    const other: EventSide = side === "home" ? "away" : "home";
    for (const minute of minutes[side]) {
      const ownGoal = prng.chance(0.04);
      const penalty = !ownGoal && prng.chance(0.1);
      // An own goal is put in by a defender of the other side.
      const scorer = lineups
        ? ownGoal
          ? (lineups[other].starting[prng.int(1, 4)] ?? null)
          : pickScorer(lineups[side])
        : null;
      goals.push({ side, minute, offset: null, scorer, penalty, own_goal: ownGoal });
    }
  }
  return goals.sort((a, b) => a.minute - b.minute);
}

/** The goals scored by `now` in a replayed match (all of them once it is over, none before). */
export function demoGoalsAt(
  eventId: number,
  startTime: Date,
  target: MatchTarget,
  lineups: EventLineups | null,
  now: Date,
): EventGoal[] {
  const minute = matchMinute(now.getTime() - startTime.getTime());
  if (minute === "upcoming") return [];
  const upTo = minute === "final" ? Number.POSITIVE_INFINITY : minute === "HT" ? HALF_MINUTES : minute;
  return demoGoals(eventId, target, lineups).filter((goal) => goal.minute <= upTo);
}
