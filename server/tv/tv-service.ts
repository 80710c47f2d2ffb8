import type { ContentLanguage } from "#core/content/content.ts";
import { dayWindows, localDate, localDayStart } from "#core/sports/event-days.ts";
import {
  type ChannelPage,
  type LiveChannelJson,
  type TvCalendarJson,
  type TvGalleryJson,
  type TvHomeJson,
  type TvUpNextJson,
  UP_NEXT_MAX,
} from "#core/tv/tv.ts";
import { contentVersion } from "#server/cache/content-version.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import type { Database } from "#server/db/client.ts";
import type { Paging } from "#server/http/api/params.ts";
import { liveChannelsOf } from "./channel-registry.ts";
import { tvErrors } from "./tv-errors.ts";
import { eventCalendar, eventsOnToday } from "./tv-event-queries.ts";
import {
  featuredVideoIds,
  type GalleryFilter,
  galleryVideoIds,
  upNextIds,
  videoById,
  videoCategories,
} from "./video-queries.ts";

/** The featured shelf of the TV page. */
export const TV_FEATURED_MAX = 10;
/** How long a TV answer is reused for every reader (a new video or programme shows within this). */
export const TV_SHARED_CACHE_MS = 5_000;

/**
 * The TV API's use cases (docs/behaviour/video-tv.md#live-video-call `site/content/tim-tv`, docs/decisions/0071-tv-api-and-live-channels.md). The answers read no cookie:
 * the same for every reader of a language, so the TV page and the gallery are kept a few seconds
 * (keyed by the content version, which every ingest and channel change moves) and shared.
 */
export function createTvService(db: Database, options: { siteId: number; sharedCacheMs?: number }) {
  const { siteId } = options;
  const cache = ttlCache<string, unknown>({
    ttlMs: options.sharedCacheMs ?? TV_SHARED_CACHE_MS,
    maxEntries: 500,
  });
  const shared = <T>(kind: string, query: object, load: () => Promise<T>) =>
    cache.getOrLoad(`${kind} ${contentVersion()} ${JSON.stringify(query)}`, load) as Promise<T>;

  return {
    home: (query: { language: ContentLanguage; utcOffset: number }) =>
      shared("home", query, async (): Promise<TvHomeJson> => {
        const now = new Date();
        const endOfDay = localDayStart(now, query.utcOffset, 1);
        const [live, featuredIds, categories, events] = await Promise.all([
          liveChannelsOf(db, siteId, {}, now),
          featuredVideoIds(db, query.language, TV_FEATURED_MAX, now),
          videoCategories(db, query.language, now),
          eventsOnToday(db, siteId, now, endOfDay),
        ]);
        return { live, featured: await articlesByIds(db, featuredIds), categories, events };
      }),

    gallery: (filter: GalleryFilter, paging: Paging) =>
      shared("gallery", { ...filter, ...paging }, async (): Promise<TvGalleryJson> => {
        const { ids, total } = await galleryVideoIds(db, filter, paging, new Date());
        const items = (await articlesByIds(db, ids)).map((item) => ({ item }));
        return {
          page: paging.page,
          per: paging.per,
          total,
          endlist: paging.page * paging.per >= total,
          items,
        };
      }),

    async upNext(id: number, language: ContentLanguage): Promise<TvUpNextJson> {
      const video = await videoById(db, id);
      if (video?.context !== "videos") throw tvErrors.videoNotFound(id);
      return shared("up-next", { id, language }, async () => ({
        items: await articlesByIds(db, await upNextIds(db, video, language, UP_NEXT_MAX, new Date())),
      }));
    },

    calendar: (query: { days: number[]; utcOffset: number; sport?: string; channel?: string }) =>
      shared("calendar", query, async (): Promise<TvCalendarJson> => {
        const now = new Date();
        return eventCalendar(db, siteId, {
          windows: dayWindows(now, query.utcOffset, query.days),
          utcOffset: query.utcOffset,
          dates: query.days.map((day) =>
            localDate(localDayStart(now, query.utcOffset, day), query.utcOffset),
          ),
          sport: query.sport,
          channel: query.channel,
        });
      }),

    channels: (page?: ChannelPage): Promise<LiveChannelJson[]> =>
      shared("channels", { page }, () => liveChannelsOf(db, siteId, { page })),

    async channel(name: string): Promise<LiveChannelJson> {
      const [channel] = await shared("channel", { name }, () => liveChannelsOf(db, siteId, { name }));
      if (!channel) throw tvErrors.channelNotFound(name);
      return channel;
    },
  };
}

export type TvService = ReturnType<typeof createTvService>;
