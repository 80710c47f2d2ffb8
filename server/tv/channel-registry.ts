import { and, asc, eq, getTableColumns, gt, inArray, lt, sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { ChannelPage, LiveChannelJson, ScheduleItemJson } from "#core/tv/tv.ts";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import type { Database } from "#server/db/client.ts";
import { channelSchedule, liveChannels, sportingEvents } from "#server/db/schema.ts";
import type { ChannelInput, ProgrammeInput } from "./channel-input.ts";

/*
 * The live channels of a site and their programmes: what `icaro channel …` writes (inputs already
 * checked by channel-input.ts) and what the TV API reads.
 */

/** How far ahead a channel's schedule looks (core/tv/tv.ts LiveChannelJson.schedule). */
const SCHEDULE_AHEAD_MS = 24 * 3_600_000;

/** A refusal that names the reason: an unknown channel or game, a name already taken. */
export class ChannelRegistryError extends Error {
  override name = "ChannelRegistryError";
}

type ChannelRow = typeof liveChannels.$inferSelect;

export type ChannelListEntry = Omit<LiveChannelJson, "on_now" | "schedule"> & { programmes: number };

function baseJson(row: ChannelRow) {
  return {
    name: row.name,
    title: row.title,
    stream: row.stream,
    logo: row.logo,
    page: row.page as ChannelPage,
    language: row.language as ContentLanguage | null,
  };
}

function programmeJson(row: typeof channelSchedule.$inferSelect): ScheduleItemJson {
  return {
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    event_id: row.eventId,
  };
}

/** Adds a channel, or replaces the fields of the one with that name (its programmes are kept). */
export async function saveChannel(db: Database, siteId: number, input: ChannelInput) {
  const values = { siteId, ...input };
  const [row] = await db
    .insert(liveChannels)
    .values(values)
    .onConflictDoUpdate({
      target: [liveChannels.siteId, liveChannels.name],
      set: {
        title: input.title,
        stream: input.stream,
        logo: input.logo,
        page: input.page,
        language: input.language,
      },
    })
    // `xmax = 0` only on a row this statement inserted: tells "added" from "updated" in one trip.
    .returning({ ...getTableColumns(liveChannels), inserted: sql<boolean>`xmax = 0` });
  bumpContentVersion();
  return { created: row.inserted, channel: baseJson(row) };
}

export async function removeChannel(db: Database, siteId: number, name: string) {
  const [row] = await db
    .delete(liveChannels)
    .where(and(eq(liveChannels.siteId, siteId), eq(liveChannels.name, name)))
    .returning();
  if (!row) throw new ChannelRegistryError(`there is no channel "${name}"`);
  bumpContentVersion();
  return baseJson(row);
}

/** Every channel of the site with how many programmes it has, by page then name. */
export async function listChannelEntries(db: Database, siteId: number): Promise<ChannelListEntry[]> {
  const rows = await db
    .select()
    .from(liveChannels)
    .where(eq(liveChannels.siteId, siteId))
    .orderBy(asc(liveChannels.page), asc(liveChannels.name));
  const counts = await programmeCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...baseJson(row), programmes: counts.get(row.id) ?? 0 }));
}

async function programmeCounts(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ channelId: channelSchedule.channelId })
    .from(channelSchedule)
    .where(inArray(channelSchedule.channelId, ids));
  const counts = new Map<number, number>();
  for (const { channelId } of rows) counts.set(channelId, (counts.get(channelId) ?? 0) + 1);
  return counts;
}

/** Adds a programme to a channel; the game it names must exist. */
export async function addProgramme(db: Database, siteId: number, input: ProgrammeInput) {
  const [channel] = await db
    .select()
    .from(liveChannels)
    .where(and(eq(liveChannels.siteId, siteId), eq(liveChannels.name, input.channel)));
  if (!channel) throw new ChannelRegistryError(`there is no channel "${input.channel}"`);
  if (input.event !== null) {
    const [event] = await db
      .select({ id: sportingEvents.id })
      .from(sportingEvents)
      .where(eq(sportingEvents.id, input.event));
    if (!event) throw new ChannelRegistryError(`there is no sporting event ${input.event}`);
  }
  const [row] = await db
    .insert(channelSchedule)
    .values({
      channelId: channel.id,
      title: input.title,
      startsAt: input.starts,
      endsAt: input.ends,
      eventId: input.event,
    })
    .returning();
  bumpContentVersion();
  return { channel: channel.name, programme: programmeJson(row) };
}

/** The site's channels as the API shows them, with what is on now and in the next 24 hours. */
export async function liveChannelsOf(
  db: Database,
  siteId: number,
  filter: { page?: ChannelPage; name?: string },
  now: Date = new Date(),
): Promise<LiveChannelJson[]> {
  const conditions = [eq(liveChannels.siteId, siteId)];
  if (filter.page) conditions.push(eq(liveChannels.page, filter.page));
  if (filter.name !== undefined) conditions.push(eq(liveChannels.name, filter.name));
  const rows = await db
    .select()
    .from(liveChannels)
    .where(and(...conditions))
    .orderBy(asc(liveChannels.page), asc(liveChannels.title), asc(liveChannels.name));
  if (rows.length === 0) return [];
  const programmes = await db
    .select()
    .from(channelSchedule)
    .where(
      and(
        inArray(
          channelSchedule.channelId,
          rows.map((row) => row.id),
        ),
        gt(channelSchedule.endsAt, now),
        lt(channelSchedule.startsAt, new Date(now.getTime() + SCHEDULE_AHEAD_MS)),
      ),
    )
    .orderBy(asc(channelSchedule.startsAt), asc(channelSchedule.id));
  return rows.map((row) => {
    const own = programmes.filter((programme) => programme.channelId === row.id);
    const onNow = own.find((programme) => programme.startsAt <= now);
    return {
      ...baseJson(row),
      on_now: onNow ? programmeJson(onNow) : null,
      schedule: own.map(programmeJson),
    };
  });
}

/** The channels scheduled to show each of these games, by title. */
export async function channelsOfEvents(db: Database, siteId: number, eventIds: number[]) {
  const byEvent = new Map<number, { name: string; title: string }[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectDistinct({ eventId: channelSchedule.eventId, name: liveChannels.name, title: liveChannels.title })
    .from(channelSchedule)
    .innerJoin(liveChannels, eq(liveChannels.id, channelSchedule.channelId))
    .where(and(eq(liveChannels.siteId, siteId), inArray(channelSchedule.eventId, eventIds)))
    .orderBy(asc(liveChannels.title), asc(liveChannels.name));
  for (const { eventId, name, title } of rows) {
    if (eventId === null) continue;
    const list = byEvent.get(eventId) ?? [];
    list.push({ name, title });
    byEvent.set(eventId, list);
  }
  return byEvent;
}
