import { Hono } from "hono";
import { z } from "zod";
import { CONTENT_LANGUAGES, FEED_PER_DEFAULT } from "#core/content.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseQuery } from "#server/http/validate.ts";
import { pageParam, siteIdParam, sizeParam } from "./query-params.ts";
import { createRecommender, parseUserId } from "./recommend.ts";

const recommendationQuery = z.object({
  user_id: z
    .string({ error: "user_id is required (a user's tid or anon-<psid>)" })
    .transform((value, context) => {
      const reader = parseUserId(value);
      if (!reader) {
        context.addIssue({ code: "custom", message: "user_id must be a user's tid or anon-<psid>" });
        return z.NEVER;
      }
      return reader;
    }),
  size: sizeParam("size", FEED_PER_DEFAULT),
  page: pageParam,
  site_id: siteIdParam,
  // Not in the spec's list but useful to a localised home page; `fields`, `paginate` and
  // `search_keys` are accepted and ignored (every field is sent, paging is always on).
  language: z.enum(CONTENT_LANGUAGES).optional(),
});

/** `GET /api/v4/personalized_recommendations?user_id&size&page&site_id` (spec §7): an array of articles. */
export function recommendationRoutes(db: Database) {
  const recommender = createRecommender(db);
  return new Hono<AppEnv>().get("/personalized_recommendations", async (c) => {
    const query = parseQuery(c, recommendationQuery);
    const articles = await recommender.recommend({
      reader: query.user_id,
      size: query.size,
      page: query.page,
      language: query.language,
    });
    return c.json(articles);
  });
}
