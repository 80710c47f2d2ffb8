import { z } from "zod";
import {
  ARTICLE_CONTEXTS,
  CONTENT_LANGUAGES,
  INDIVIDUAL_FEED_PER,
  PER_MAX,
  PROFILE_CONTEXTS,
  SECTION_KEYS,
} from "#core/content/content.ts";
import { articleListJson, profileWithCountJson } from "#core/schemas/content-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import {
  idField,
  idParam,
  intParam,
  pagingShape,
  siteIdParam,
  startDateParam,
  timestampParam,
} from "#server/http/api/params.ts";

/*
 * The feeds, profiles and media of docs/behaviour/content.md#profile-call: what each operation takes and answers. The routes
 * (content-routes.ts) parse with these schemas and /api/docs is generated from them.
 */

const badInput = errorResponse(
  "`invalid_query` or `invalid_param`: a non-numeric id, an unknown context, page or per out of range.",
);
const articles = (description: string) => ({ description, schema: articleListJson });

const language = z.enum(CONTENT_LANGUAGES);

export const heroOperation = operation({
  method: "get",
  path: "site/content/hero",
  operationId: "getHero",
  summary: "The most important recent stories",
  description:
    "Stories of the last 48 hours (widened to 7 days, 30 days, a year, then all time when that holds less than a page), those with a photo first, then by importance, then newest. Ranks at most the 1000 newest stories of the window.",
  tags: ["feeds"],
  query: z.object({
    ...pagingShape(),
    site_id: siteIdParam.optional(),
    language: language
      .optional()
      .meta({ description: "Only stories in this language (not in the spec's call)." }),
  }),
  responses: { 200: articles("Articles."), 400: badInput },
});

export const mostReadOperation = operation({
  method: "get",
  path: "site/content/most_read",
  operationId: "getMostRead",
  summary: "The stories read most in the last 48 hours",
  description:
    "Counted from the readers' read beacons (a reader counts once per story in 30 minutes); most reads first, then newest. Stories nobody read in the window are left out, so the list may be shorter than `per` or empty.",
  tags: ["feeds"],
  query: z.object({
    ...pagingShape(),
    site_id: siteIdParam.optional(),
    language: language.optional().meta({ description: "Only stories in this language." }),
  }),
  responses: { 200: articles("Articles, most read first."), 400: badInput },
});

export const feedOperation = operation({
  method: "get",
  path: "feed",
  operationId: "getFeed",
  summary: "All articles, newest first",
  tags: ["feeds"],
  query: z.object({
    ...pagingShape(),
    timestamp: timestampParam.optional().meta({
      description:
        "Epoch milliseconds or ISO 8601: only articles published at or before it, so pages hold still while new stories arrive.",
      examples: ["1717200000000", "2024-06-01T00:00:00Z"],
    }),
    section: z.enum(SECTION_KEYS).optional(),
    language: language.optional(),
    context: z.enum(ARTICLE_CONTEXTS).optional(),
    from: timestampParam.optional().meta({
      description:
        "Epoch milliseconds or ISO 8601: only articles published at or after it (the sitemap's days).",
      examples: ["2024-06-01"],
    }),
    to: timestampParam.optional().meta({
      description: "Epoch milliseconds or ISO 8601: only articles published before it (exclusive).",
      examples: ["2024-06-02"],
    }),
  }),
  responses: { 200: articles("Articles, newest first."), 400: badInput },
});

export const calendarOperation = operation({
  method: "get",
  path: "site/content/calendar",
  operationId: "getContentCalendar",
  summary: "How many articles each month or day holds (the sitemap)",
  description:
    "Without year: every month with articles; with year: that year's months; with year and month: that month's days. Periods are UTC, newest first; articles dated in the future are left out.",
  tags: ["feeds"],
  query: z
    .object({
      language: language.optional(),
      year: intParam("year", 1, 9999).optional(),
      month: intParam("month", 1, 12).optional().meta({ description: "Needs year." }),
    })
    .refine((query) => query.month === undefined || query.year !== undefined, "month needs a year"),
  responses: {
    200: {
      description: "Counts per period.",
      schema: z.object({
        counts: z.array(
          z.object({
            period: z.string().meta({ examples: ["2024-06", "2024-06-01"] }),
            count: z.number().int().min(1),
          }),
        ),
      }),
    },
    400: badInput,
  },
});

/** A followed profile as the clients send it (a guest's, kept on the device); the name is ignored. */
export const followedProfile = z.object({
  id: idField(),
  context: z.enum(PROFILE_CONTEXTS),
  name: z.string().max(500).optional(),
});

export const profilesFeedOperation = operation({
  method: "post",
  path: "profiles/feed",
  operationId: "getProfilesFeed",
  summary: "Articles tagged with any of the given profiles",
  description: "Each article once, newest first. A profile whose id and context do not match is ignored.",
  tags: ["feeds", "profiles"],
  query: z.object(pagingShape()),
  body: z.object({
    profiles: z
      .array(followedProfile)
      .min(1, "profiles must name at least one profile")
      .max(PER_MAX, `profiles may name at most ${PER_MAX} profiles`),
  }),
  responses: {
    200: articles("Articles, newest first."),
    400: errorResponse("`invalid_body` (no profiles, more than 100, a bad id or context), `invalid_json`."),
    415: errorResponse("The body is not application/json."),
  },
});

const profileParams = z.object({
  context: z.enum(PROFILE_CONTEXTS),
  id: idParam().meta({ description: "The profile's id." }),
});
/** `{endpoint}/{context}/{id}/feed`: an individual feed, five a page by default (docs/behaviour/limits.md#page-sizes). */
export const individualFeedQuery = z.object({
  ...pagingShape(INDIVIDUAL_FEED_PER),
  start_date: startDateParam.optional().meta({
    description: "Only articles published on or after this day: YYYY-MM-DD, YYYY_MM (the 1st) or ISO 8601.",
    examples: ["2024-05-01", "2024_05"],
  }),
});

const profileNotFound = errorResponse("`profile_not_found`: no profile of that context and id.");

export const profileFeedOperation = operation({
  method: "get",
  path: "profiles/{context}/{id}/feed",
  operationId: "getProfileFeed",
  summary: "One profile's articles",
  description:
    "The articles tagged with one profile, newest first. The generic form is `{endpoint}/{context}/{id}/feed`; `profiles` is the endpoint served here.",
  tags: ["profiles"],
  params: profileParams,
  query: individualFeedQuery,
  responses: { 200: articles("Articles, newest first."), 400: badInput, 404: profileNotFound },
});

export const profileOperation = operation({
  method: "get",
  path: "profiles/{context}/{id}",
  operationId: "getProfile",
  summary: "One profile",
  tags: ["profiles"],
  params: profileParams,
  responses: {
    200: { description: "The profile and its article count.", schema: profileWithCountJson },
    400: badInput,
    404: profileNotFound,
  },
});

export const mediaQuery = z.object({
  // docs/behaviour/limits.md#page-sizes "Media fetch: frequency 2, offset 1": accepted as the clients send them; the
  // response is the article alone, which is what they read (the first item).
  frequency: intParam("frequency", 0, PER_MAX).optional(),
  offset: intParam("offset", 0, PER_MAX).optional(),
});

export const mediaOperation = operation({
  method: "get",
  path: "media/{type}/{id}",
  operationId: "getMedia",
  summary: "One article with its body",
  description:
    "The original clients write the query into the path: `media/news_stories/42&frequency=2&offset=1`; both that and `?frequency=2&offset=1` are accepted. `frequency` and `offset` (0..100) are checked; the answer is the article alone. The article's type must match `type`.",
  tags: ["media"],
  params: z.object({
    type: z.enum(ARTICLE_CONTEXTS),
    id: z.string().meta({
      description: "The article id, optionally followed by `&frequency=…&offset=…`.",
      pattern: "^\\d{1,9}(&.*)?$",
    }),
  }),
  query: mediaQuery,
  responses: {
    200: articles("`[article]` with `body` and `tags`, or `[]` for an unknown id."),
    400: badInput,
  },
});

export const contentOperations = [
  heroOperation,
  mostReadOperation,
  feedOperation,
  calendarOperation,
  profilesFeedOperation,
  profileFeedOperation,
  profileOperation,
  mediaOperation,
];
