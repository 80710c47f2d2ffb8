import { and, asc, count, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import type { DayWindow } from "#core/sports/event-days.ts";
import { LIVE_STATUSES, type SportingEventJson } from "#core/sports/sporting-events.ts";
import type { Database } from "#server/db/client.ts";
import { sportingEvents } from "#server/db/schema.ts";
import { type Paging, pageWindow } from "#server/http/api/params.ts";
import { eventColumns, selectEvents, toEventJson } from "./event-json.ts";

export type EventFilter = {
  /** Only events starting inside one of these windows; none given means any day. */
  windows?: DayWindow[];
  /**
   * With windows: the games live now belong to them too, wherever they started. A game belongs to
   * every day it is live in: the one that kicked off at 23:15 is still today's at 00:05. Set when
   * a window holds the present (sporting-events-service.ts).
   */
  liveNow?: boolean;
  /** Only events going on now (spec's "On going/live"). */
  live?: boolean;
  /**
   * Only events of these leagues or with these teams (either side). An event matches when it
   * belongs to any of them; both lists empty means nothing matches.
   */
  about?: { leagueIds: number[]; teamIds: number[] };
};

/**
 * One page of events, by start time then league name (the lists group by league within a time),
 * then id so equal kick-offs keep their order from page to page.
 */
export async function listEvents(
  db: Database,
  filter: EventFilter,
  paging: Paging,
): Promise<SportingEventJson[]> {
  const conditions: SQL[] = [];
  if (filter.windows) {
    if (filter.windows.length === 0) return [];
    const inWindows: SQL[] = filter.windows.map(
      ({ start, end }) => and(gte(sportingEvents.startTime, start), lt(sportingEvents.startTime, end)) as SQL,
    );
    if (filter.liveNow) inWindows.push(inArray(sportingEvents.status, [...LIVE_STATUSES]));
    conditions.push(or(...inWindows) as SQL);
  }
  if (filter.live) conditions.push(inArray(sportingEvents.status, [...LIVE_STATUSES]));
  if (filter.about) {
    const { leagueIds, teamIds } = filter.about;
    const either: SQL[] = [];
    if (leagueIds.length) either.push(inArray(sportingEvents.leagueId, leagueIds));
    if (teamIds.length) {
      either.push(inArray(sportingEvents.homeTeamId, teamIds), inArray(sportingEvents.awayTeamId, teamIds));
    }
    if (either.length === 0) return [];
    conditions.push(or(...either) as SQL);
  }
  const { limit, offset } = pageWindow(paging);
  const rows = await selectEvents(db)
    .where(and(...conditions))
    .orderBy(asc(sportingEvents.startTime), asc(eventColumns.leagueName), asc(sportingEvents.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toEventJson);
}

/** How many events are going on now. */
export async function countEvents(db: Database, filter: { live: true }): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(sportingEvents)
    .where(filter.live ? inArray(sportingEvents.status, [...LIVE_STATUSES]) : undefined);
  return row?.count ?? 0;
}
