import { and, count, eq, gte, lt } from "drizzle-orm";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import type { Database } from "#server/db/client.ts";
import { channelSchedule, liveChannels, sportingEvents } from "#server/db/schema.ts";
import { DEMO_CHANNELS, demoTvSchedule } from "./tv-schedule.ts";

const HOUR = 3_600_000;

/**
 * The demo's live channels (demo/tv-schedule.ts), streaming the looped test patterns of
 * /media/live/*.m3u8, with the week's games of the sports calendar on their schedules. Seeds only
 * a site without any channel, after the sports seeder (the games must be there); returns the
 * number of channels and programmes added.
 */
export async function seedDemoTv(db: Database, now = new Date(), siteId = DEFAULT_SITE_ID): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(liveChannels)
    .where(eq(liveChannels.siteId, siteId));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const games = await db
    .select({ id: sportingEvents.id, name: sportingEvents.name, startTime: sportingEvents.startTime })
    .from(sportingEvents)
    .where(
      and(
        gte(sportingEvents.startTime, new Date(now.getTime() - 3 * HOUR)),
        lt(sportingEvents.startTime, new Date(now.getTime() + 8 * 24 * HOUR)),
      ),
    );
  const programmes = demoTvSchedule(games, now);
  return db.transaction(async (tx) => {
    const channels = await tx
      .insert(liveChannels)
      .values(DEMO_CHANNELS.map(({ filler: _, ...channel }) => ({ ...channel, siteId, language: null })))
      .onConflictDoNothing()
      .returning({ id: liveChannels.id, name: liveChannels.name });
    const ids = new Map(channels.map((channel) => [channel.name, channel.id]));
    const rows = programmes.flatMap(({ channel, ...programme }) => {
      const channelId = ids.get(channel);
      return channelId === undefined ? [] : [{ channelId, ...programme }];
    });
    if (rows.length) await tx.insert(channelSchedule).values(rows);
    return channels.length + rows.length;
  });
}
