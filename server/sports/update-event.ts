import { eq } from "drizzle-orm";
import { z } from "zod";
import type { MatchState } from "#core/push/push-alerts.ts";
import { eventGoal } from "#core/schemas/sports-json.ts";
import { isScoreStatus, SCORE_STATUSES, type SportingEventJson } from "#core/sports/sporting-events.ts";
import type { Database } from "#server/db/client.ts";
import { sportingEvents } from "#server/db/schema.ts";
import { eventById } from "./event-json.ts";
import type { ScoreBus } from "./score-bus.ts";
import { invalidateStandings } from "./standings-cache.ts";

const score = z.number().int("a score is a whole number").min(0, "a score cannot be negative").max(999);

/** A change to a live event, as a data provider or the `icaro sports update` command sends it. */
export const eventUpdate = z
  .object({
    status: z
      .enum(SCORE_STATUSES, { error: `status must be one of ${SCORE_STATUSES.join(", ")}` })
      .optional(),
    /** "1H", "HT", "67'", "ET"; null clears it. */
    period: z.string().trim().min(1).max(20).nullable().optional(),
    home: score.nullable().optional(),
    away: score.nullable().optional(),
    /** Every goal so far, earliest first: replaces the list the event had. */
    goals: z.array(eventGoal).max(100).optional(),
  })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "the update must change status, period, home, away or goals",
  });

export type EventUpdate = z.infer<typeof eventUpdate>;

export type UpdateDeps = {
  db: Database;
  bus: ScoreBus;
  /** Told after every change (tests; the standings cache is dropped here already). */
  onChange?: (event: SportingEventJson) => void;
  /**
   * Push alerts (server/push/push-alerts.ts): told what the event was and is, to alert its
   * followers of a kick-off, a goal or full time. Only the process that applied the update tells
   * it, so several processes behind one Redis bus send each alert once.
   */
  alerts?: { eventChanged(before: MatchState, after: SportingEventJson): void };
};

/**
 * Applies an update to one event, publishes the event as it now is to the live stream, and
 * returns it; null when there is no such event.
 */
export async function updateEvent(
  deps: UpdateDeps,
  id: number,
  update: EventUpdate,
): Promise<SportingEventJson | null> {
  const changes: Partial<typeof sportingEvents.$inferInsert> = { updatedAt: new Date() };
  if (update.status !== undefined) changes.status = update.status;
  if (update.period !== undefined) changes.period = update.period;
  if (update.home !== undefined) changes.homeScore = update.home;
  if (update.away !== undefined) changes.awayScore = update.away;
  if (update.goals !== undefined) changes.goals = update.goals;
  const before = deps.alerts ? await matchStateOf(deps.db, id) : null;
  const updated = await deps.db
    .update(sportingEvents)
    .set(changes)
    .where(eq(sportingEvents.id, id))
    .returning({ seasonId: sportingEvents.seasonId });
  if (updated.length === 0) return null;
  // The season's table is computed from results: a changed score or status changes it.
  invalidateStandings(updated[0].seasonId);
  const event = await eventById(deps.db, id);
  if (!event) return null;
  deps.onChange?.(event);
  if (before) deps.alerts?.eventChanged(before, event);
  await deps.bus.publish(event);
  return event;
}

/** What alerts compare an update with: the event's status, period and goals before it. */
async function matchStateOf(db: Database, id: number): Promise<MatchState | null> {
  const [row] = await db
    .select({ status: sportingEvents.status, period: sportingEvents.period, goals: sportingEvents.goals })
    .from(sportingEvents)
    .where(eq(sportingEvents.id, id));
  if (!row || !isScoreStatus(row.status)) return null;
  return { status: row.status, period: row.period, goals: row.goals };
}
