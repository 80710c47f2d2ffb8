import { Hono } from "hono";
import { z } from "zod";
import {
  ARTICLE_CONTEXTS,
  type ArticleJson,
  CONTENT_LANGUAGES,
  INDIVIDUAL_FEED_PER,
  PER_MAX,
  PROFILE_CONTEXTS,
  SECTION_KEYS,
} from "#core/content.ts";
import { boundedCache } from "#server/cache/bounded-cache.ts";
import { contentVersion } from "#server/cache/content-version.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requestErrors } from "#server/http/request-errors.ts";
import { parseBody, parseParams, parseQuery } from "#server/http/validate.ts";
import { articlesByIds, toProfileJson } from "./article-json.ts";
import { calendarCounts } from "./calendar-queries.ts";
import { contentErrors } from "./content-errors.ts";
import {
  existingProfileIds,
  feedIds,
  findProfile,
  heroIds,
  profileArticleCount,
  profileArticleIds,
} from "./feed-queries.ts";
import { intParam, pagingShape, startDateParam, timestampParam } from "./list-query.ts";

const siteIdParam = z.string().regex(/^\d{1,9}$/, "site_id must be a number");

const heroQuery = z.object({
  ...pagingShape(),
  site_id: siteIdParam.optional(),
  // Not in the spec's call; lets a page in one language show a hero in that language.
  language: z.enum(CONTENT_LANGUAGES).optional(),
});

const feedQuery = z.object({
  ...pagingShape(),
  timestamp: timestampParam.optional(),
  section: z.enum(SECTION_KEYS).optional(),
  language: z.enum(CONTENT_LANGUAGES).optional(),
  context: z.enum(ARTICLE_CONTEXTS).optional(),
  from: timestampParam.optional(),
  to: timestampParam.optional(),
});

const calendarQuery = z
  .object({
    language: z.enum(CONTENT_LANGUAGES).optional(),
    year: intParam("year", 1, 9999).optional(),
    month: intParam("month", 1, 12).optional(),
  })
  .refine((query) => query.month === undefined || query.year !== undefined, "month needs a year");

const profilesFeedBody = z.object({
  profiles: z
    .array(
      z.object({
        // Clients send ids as numbers or as numeric strings.
        id: z.union([z.number().int().min(1).max(2_147_483_647), intParam("id", 1, 2_147_483_647)]),
        context: z.enum(PROFILE_CONTEXTS),
        name: z.string().max(500).optional(),
      }),
    )
    .min(1, "profiles must name at least one profile")
    .max(PER_MAX, `profiles may name at most ${PER_MAX} profiles`),
});

const profileParams = z.object({
  context: z.enum(PROFILE_CONTEXTS),
  id: intParam("id", 1, 2_147_483_647),
});

/** `{endpoint}/{context}/{id}/feed`: an individual feed, five a page by default (spec §9). */
export const individualFeedQuery = z.object({
  ...pagingShape(INDIVIDUAL_FEED_PER),
  start_date: startDateParam.optional(),
});

const mediaQuery = z.object({
  // Spec §9 "Media fetch: frequency 2, offset 1": accepted as the clients send them; the
  // response is the article alone, which is what they read (the first item).
  frequency: intParam("frequency", 0, PER_MAX).optional(),
  offset: intParam("offset", 0, PER_MAX).optional(),
});

/**
 * `media/{type}/{id}` as the spec writes it, `media/news_stories/42&frequency=2&offset=1`, puts the
 * query into the last path segment; the normal `?frequency=2` form works too.
 */
function splitMediaSegment(segment: string): { id: string; query: Record<string, string> } {
  const [id, ...rest] = segment.split("&");
  return { id, query: Object.fromEntries(new URLSearchParams(rest.join("&"))) };
}

/** How long a hero or feed page is reused for every reader (new stories show up within this). */
export const SHARED_LIST_CACHE_MS = 5_000;

/** The feeds, profiles and media of spec §7, mounted under the API version prefix. */
export function contentRoutes(db: Database, options: { sharedListCacheMs?: number } = {}) {
  // The hero and the general feed are the same for every reader and read on every home page: a
  // micro-cache of a few seconds (keyed by the parsed query) takes them off the database under load.
  // The content version in the key: a page re-rendered after an ingest must not get the old list.
  const sharedLists = boundedCache<ArticleJson[]>({
    ttlMs: options.sharedListCacheMs ?? SHARED_LIST_CACHE_MS,
    maxEntries: 500,
  });
  return new Hono<AppEnv>()
    .get("/site/content/hero", async (c) => {
      const query = parseQuery(c, heroQuery);
      const { page, per, language } = query;
      const list = await sharedLists.get(`hero ${contentVersion()} ${JSON.stringify(query)}`, async () =>
        articlesByIds(db, await heroIds(db, { page, per }, { language })),
      );
      return c.json(list);
    })
    .get("/feed", async (c) => {
      const query = parseQuery(c, feedQuery);
      const { page, per, timestamp, ...filter } = query;
      const list = await sharedLists.get(`feed ${contentVersion()} ${JSON.stringify(query)}`, async () =>
        articlesByIds(db, await feedIds(db, { ...filter, before: timestamp }, { page, per })),
      );
      return c.json(list);
    })
    .get("/site/content/calendar", async (c) => {
      const { language, year, month } = parseQuery(c, calendarQuery);
      return c.json({ counts: await calendarCounts(db, { language, year, month }) });
    })
    .post("/profiles/feed", async (c) => {
      const paging = parseQuery(c, z.object(pagingShape()));
      const body = parseBody(c, profilesFeedBody);
      const profileIds = await existingProfileIds(db, body.profiles);
      return c.json(await articlesByIds(db, await profileArticleIds(db, profileIds, paging)));
    })
    .get("/profiles/:context/:id/feed", async (c) => {
      const { context, id } = parseParams(c, profileParams);
      const { page, per, start_date } = parseQuery(c, individualFeedQuery);
      const profile = await findProfile(db, context, id);
      if (!profile) throw contentErrors.profileNotFound(context, id);
      const ids = await profileArticleIds(db, [profile.id], { page, per }, { since: start_date });
      return c.json(await articlesByIds(db, ids));
    })
    .get("/profiles/:context/:id", async (c) => {
      const { context, id } = parseParams(c, profileParams);
      const profile = await findProfile(db, context, id);
      if (!profile) throw contentErrors.profileNotFound(context, id);
      return c.json({ ...toProfileJson(profile), article_count: await profileArticleCount(db, profile.id) });
    })
    .get("/media/:type/:id", async (c) => {
      const segment = splitMediaSegment(c.req.param("id"));
      const { type } = parseParams(c, z.object({ type: z.enum(ARTICLE_CONTEXTS), id: z.string() }));
      const parsedId = intParam("id", 1, 2_147_483_647).safeParse(segment.id);
      if (!parsedId.success) throw requestErrors.invalidParam("id must be a whole number");
      const query = mediaQuery.safeParse({ ...segment.query, ...c.req.query() });
      if (!query.success) throw requestErrors.invalidQuery(query.error.issues[0].message);
      const [article] = await articlesByIds(db, [parsedId.data], { withBody: true });
      // An unknown id, or an id of the other type, is an empty list: the spec's clients expect an array.
      return c.json(article && article.context === type ? [article] : []);
    });
}
