import { Hono } from "hono";
import { z } from "zod";
import {
  ARTICLE_CONTEXTS,
  CONTENT_LANGUAGES,
  INDIVIDUAL_FEED_PER,
  PER_MAX,
  PROFILE_CONTEXTS,
  SECTION_KEYS,
} from "#core/content.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requestErrors } from "#server/http/request-errors.ts";
import { parseBody, parseParams, parseQuery } from "#server/http/validate.ts";
import type { ContentService } from "./content-service.ts";
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

/** The feeds, profiles and media of spec §7, mounted under the API version prefix. */
export function contentRoutes(content: ContentService) {
  return new Hono<AppEnv>()
    .get("/site/content/hero", async (c) => {
      const { page, per, language } = parseQuery(c, heroQuery);
      return c.json(await content.hero({ page, per }, { language }));
    })
    .get("/feed", async (c) => {
      const { page, per, timestamp, ...filter } = parseQuery(c, feedQuery);
      return c.json(await content.feed({ page, per }, { ...filter, before: timestamp }));
    })
    .get("/site/content/calendar", async (c) => {
      const { language, year, month } = parseQuery(c, calendarQuery);
      return c.json({ counts: await content.calendar({ language, year, month }) });
    })
    .post("/profiles/feed", async (c) => {
      const paging = parseQuery(c, z.object(pagingShape()));
      const body = parseBody(c, profilesFeedBody);
      return c.json(await content.profilesFeed(body.profiles, paging));
    })
    .get("/profiles/:context/:id/feed", async (c) => {
      const { context, id } = parseParams(c, profileParams);
      const { page, per, start_date } = parseQuery(c, individualFeedQuery);
      return c.json(await content.profileFeed(context, id, { page, per }, start_date));
    })
    .get("/profiles/:context/:id", async (c) => {
      const { context, id } = parseParams(c, profileParams);
      return c.json(await content.profile(context, id));
    })
    .get("/media/:type/:id", async (c) => {
      const segment = splitMediaSegment(c.req.param("id"));
      const { type } = parseParams(c, z.object({ type: z.enum(ARTICLE_CONTEXTS), id: z.string() }));
      const parsedId = intParam("id", 1, 2_147_483_647).safeParse(segment.id);
      if (!parsedId.success) throw requestErrors.invalidParam("id must be a whole number");
      const query = mediaQuery.safeParse({ ...segment.query, ...c.req.query() });
      if (!query.success) throw requestErrors.invalidQuery(query.error.issues[0].message);
      return c.json(await content.media(type, parsedId.data));
    });
}
