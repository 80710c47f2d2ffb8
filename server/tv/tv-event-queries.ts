import { and, asc, eq, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import { type DayWindow, localDate } from "#core/sports/event-days.ts";
import { LIVE_STATUSES } from "#core/sports/sporting-events.ts";
import type { TvEventJson } from "#core/tv/tv.ts";
import type { Database } from "#server/db/client.ts";
import { seasons, sportingEvents } from "#server/db/schema.ts";
import { eventsByIds } from "#server/sports/event-json.ts";
import { channelsOfEvents } from "./channel-registry.ts";

/*
 * The games of the sports calendar as TV lists them: each with its sport (the season's `sport`)
 * and the live channels scheduled to show it (channel_schedule.event_id).
 */

/** The most games one answer carries: 7 days of a busy calendar, bounded so a page stays small. */
export const TV_EVENTS_MAX = 700;
/**
 * A game whose kick-off passed this long ago and that no provider has yet reported as started
 * still counts as coming up today: the calendar says it should be on.
 */
const LATE_START_MS = 2 * 3_600_000;
const NOT_STARTED = ["upcoming", "fixture"];

type EventRef = { id: number; sport: string };

async function eventRefs(db: Database, where: SQL | undefined): Promise<EventRef[]> {
  return db
    .select({ id: sportingEvents.id, sport: seasons.sport })
    .from(sportingEvents)
    .innerJoin(seasons, eq(seasons.id, sportingEvents.seasonId))
    .where(where)
    .orderBy(asc(sportingEvents.startTime), asc(sportingEvents.id))
    .limit(TV_EVENTS_MAX);
}

/** The games as the API shows them, in the order of `refs`, with their sport and channels. */
async function tvEvents(
  db: Database,
  refs: EventRef[],
  channels: Map<number, { name: string; title: string }[]>,
): Promise<TvEventJson[]> {
  const events = new Map(
    (
      await eventsByIds(
        db,
        refs.map((ref) => ref.id),
      )
    ).map((event) => [event.id, event]),
  );
  return refs.flatMap((ref) => {
    const event = events.get(ref.id);
    return event ? [{ ...event, sport: ref.sport, channels: channels.get(ref.id) ?? [] }] : [];
  });
}

/** The games live now, then those still to start before the end of the reader's day. */
export async function eventsOnToday(db: Database, siteId: number, now: Date, endOfDay: Date) {
  const refs = await eventRefs(
    db,
    or(
      inArray(sportingEvents.status, [...LIVE_STATUSES]),
      and(
        inArray(sportingEvents.status, NOT_STARTED),
        gte(sportingEvents.startTime, new Date(now.getTime() - LATE_START_MS)),
        lt(sportingEvents.startTime, endOfDay),
      ),
    ),
  );
  const live = new Set<string>(LIVE_STATUSES);
  const events = await tvEvents(
    db,
    refs,
    await channelsOfEvents(
      db,
      siteId,
      refs.map((ref) => ref.id),
    ),
  );
  // Live first: what a reader can watch now leads the list.
  return [...events].sort((a, b) => Number(live.has(b.status.status)) - Number(live.has(a.status.status)));
}

/**
 * The calendar: every game of the reader's days, by day, narrowed to a sport or a channel. The
 * filters' choices (`sports`, `channels`) are those of the days, whatever the filter, so a
 * reader can switch from one sport to another.
 */
export async function eventCalendar(
  db: Database,
  siteId: number,
  query: { windows: DayWindow[]; utcOffset: number; dates: string[]; sport?: string; channel?: string },
) {
  const refs = query.windows.length
    ? await eventRefs(
        db,
        or(
          ...query.windows.map(({ start, end }) =>
            and(gte(sportingEvents.startTime, start), lt(sportingEvents.startTime, end)),
          ),
        ),
      )
    : [];
  const channels = await channelsOfEvents(
    db,
    siteId,
    refs.map((ref) => ref.id),
  );
  const sports = [...new Set(refs.map((ref) => ref.sport))].sort();
  const channelChoices = new Map<string, { name: string; title: string }>();
  for (const list of channels.values()) for (const channel of list) channelChoices.set(channel.name, channel);
  const wanted = refs.filter(
    (ref) =>
      (query.sport === undefined || ref.sport === query.sport) &&
      (query.channel === undefined || (channels.get(ref.id) ?? []).some((c) => c.name === query.channel)),
  );
  const events = await tvEvents(db, wanted, channels);
  return {
    days: query.dates.map((date) => ({
      date,
      events: events.filter((event) => localDate(new Date(event.start_time), query.utcOffset) === date),
    })),
    sports,
    channels: [...channelChoices.values()].sort(
      (a, b) => a.title.localeCompare(b.title) || a.name.localeCompare(b.name),
    ),
  };
}
