import { and, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { sportingEvents } from "#server/db/schema.ts";
import type { LiveGames } from "#server/demo-edition.ts";
import { type UpdateDeps, updateEvent } from "#server/sports/update-event.ts";
import { demoGoalsAt } from "./match-sheets.ts";
import { type MatchState, type MatchTarget, matchStateAt, sameState } from "./match-simulator.ts";

/** The real result a demo match is replayed toward, kept beside the half-time score. */
const target = sql<string | null>`${sportingEvents.scoreDetail} ->> 'ft'`;

/**
 * The demo's live games (demo/match-simulator.ts): matches that have a result to reach (the demo
 * seeding stores it as `score_detail.ft` when it turns a played match into an upcoming one) are
 * moved minute by minute from kick-off to the final whistle, each change going through the update
 * service, so the stream, the caches and the database see exactly what a data provider's update
 * would do, the goals with their minutes and scorers (demo/match-sheets.ts) included. The state comes from the clock, not from memory: a restart picks up where it was.
 */
export function startScoreSimulator(
  deps: UpdateDeps & { log: Pick<Logger, "warn" | "info">; intervalMs: number; now?: () => Date },
): LiveGames {
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | undefined;

  async function step(): Promise<number> {
    const at = now();
    const due = await deps.db
      .select({
        id: sportingEvents.id,
        startTime: sportingEvents.startTime,
        detail: sportingEvents.scoreDetail,
        status: sportingEvents.status,
        period: sportingEvents.period,
        home: sportingEvents.homeScore,
        away: sportingEvents.awayScore,
        goals: sportingEvents.goals,
        lineups: sportingEvents.lineups,
      })
      .from(sportingEvents)
      .where(
        and(
          inArray(sportingEvents.status, ["upcoming", "playing"]),
          lte(sportingEvents.startTime, at),
          isNotNull(target),
        ),
      );
    let changed = 0;
    for (const event of due) {
      const goal = { ft: event.detail.ft, ht: event.detail.ht } as MatchTarget;
      const next = matchStateAt(event.id, event.startTime, goal, at);
      const current: MatchState = {
        status: event.status as MatchState["status"],
        period: event.period,
        home: event.home,
        away: event.away,
      };
      const goals = demoGoalsAt(event.id, event.startTime, goal, event.lineups, at);
      if (sameState(current, next) && goals.length === event.goals.length) continue;
      await updateEvent(deps, event.id, { ...next, goals });
      changed++;
    }
    return changed;
  }

  const tick = () => {
    // One step at a time: a slow database must not stack steps on top of each other.
    running ??= step().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error) => deps.log.warn({ err: error }, "the score simulator's step failed"));
  }, deps.intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
