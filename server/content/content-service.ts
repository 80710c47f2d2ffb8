import type {
  ArticleContext,
  ArticleJson,
  ContentLanguage,
  ProfileContext,
  ProfileJson,
} from "#core/content/content.ts";
import { contentVersion } from "#server/cache/content-version.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import type { Database } from "#server/db/client.ts";
import type { Paging } from "#server/http/api/params.ts";
import { articlesByIds, toProfileJson } from "./article-json.ts";
import { type CalendarCount, type CalendarQuery, calendarCounts } from "./calendar-queries.ts";
import { contentErrors } from "./content-errors.ts";
import {
  existingProfileIds,
  type FeedFilter,
  feedIds,
  findProfile,
  heroIds,
  profileArticleCount,
  profileArticleIds,
} from "./feed-queries.ts";
import { mostReadIds } from "./most-read-query.ts";

/** How long a hero or feed page is reused for every reader (new stories show up within this). */
export const SHARED_LIST_CACHE_MS = 5_000;

/**
 * The content API's use cases (docs/behaviour/content.md#profile-call feeds, profiles, media): what to read, in which order, and
 * what every reader can share. The routes (content-routes.ts) only parse and answer; the queries
 * (feed-queries.ts, article-json.ts) only read.
 */
export function createContentService(db: Database, options: { sharedListCacheMs?: number } = {}) {
  // The hero and the general feed are the same for every reader and read on every home page: a
  // micro-cache of a few seconds (keyed by the parsed query) takes them off the database under load.
  // The content version in the key: a page re-rendered after an ingest must not get the old list.
  const sharedLists = ttlCache<string, ArticleJson[]>({
    ttlMs: options.sharedListCacheMs ?? SHARED_LIST_CACHE_MS,
    maxEntries: 500,
  });
  const shared = (kind: string, query: object, load: () => Promise<ArticleJson[]>) =>
    sharedLists.getOrLoad(`${kind} ${contentVersion()} ${JSON.stringify(query)}`, load);

  return {
    hero: (paging: Paging, filter: { language?: ContentLanguage }) =>
      shared("hero", { ...paging, ...filter }, async () =>
        articlesByIds(db, await heroIds(db, paging, filter)),
      ),

    /** Shared like the hero: reads arriving within the cache's few seconds wait for the next. */
    mostRead: (paging: Paging, filter: { language?: ContentLanguage }) =>
      shared("most-read", { ...paging, ...filter }, async () =>
        articlesByIds(db, await mostReadIds(db, paging, filter)),
      ),

    feed: (paging: Paging, filter: FeedFilter) =>
      shared("feed", { ...paging, ...filter }, async () =>
        articlesByIds(db, await feedIds(db, filter, paging)),
      ),

    calendar: (query: CalendarQuery): Promise<CalendarCount[]> => calendarCounts(db, query),

    /** The stories of several profiles at once; profiles that do not exist are left out. */
    async profilesFeed(wanted: { id: number; context: ProfileContext }[], paging: Paging) {
      const ids = await existingProfileIds(db, wanted);
      return articlesByIds(db, await profileArticleIds(db, ids, paging));
    },

    async profileFeed(context: ProfileContext, id: number, paging: Paging, since?: Date) {
      const profile = await findProfile(db, context, id);
      if (!profile) throw contentErrors.profileNotFound(context, id);
      return articlesByIds(db, await profileArticleIds(db, [profile.id], paging, { since }));
    },

    async profile(context: ProfileContext, id: number): Promise<ProfileJson & { article_count: number }> {
      const profile = await findProfile(db, context, id);
      if (!profile) throw contentErrors.profileNotFound(context, id);
      return { ...toProfileJson(profile), article_count: await profileArticleCount(db, profile.id) };
    },

    /** One story with its body; an unknown id, or one of the other type, is an empty list (docs/behaviour/content.md#feed-calls). */
    async media(type: ArticleContext, id: number): Promise<ArticleJson[]> {
      const [article] = await articlesByIds(db, [id], { withBody: true });
      return article && article.context === type ? [article] : [];
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
