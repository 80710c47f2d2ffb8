import { Hono } from "hono";
import { z } from "zod";
import { ARTICLE_CONTEXTS, FEED_PER_DEFAULT, RELATED_N } from "#core/content.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseParams, parseQuery } from "#server/http/validate.ts";
import { boolParam, intParam, pageParam, siteIdParam, sizeParam } from "./query-params.ts";
import { createRelatedFinder } from "./related-articles.ts";

/** The largest candidate pool a client may ask for with `N`. */
export const RELATED_N_MAX = 200;

export const relatedPathParams = z.object({
  type: z.enum(ARTICLE_CONTEXTS, { error: `type must be one of ${ARTICLE_CONTEXTS.join(", ")}` }),
  id: z
    .string()
    .regex(/^\d{1,9}$/, "id must be a number")
    .transform(Number),
});

const relatedQuery = z.object({
  N: intParam("N", { min: 1, max: RELATED_N_MAX, default: RELATED_N }),
  size: sizeParam("size", FEED_PER_DEFAULT),
  page: pageParam,
  // Lists never carry bodies, so summary=false changes nothing; it is still checked.
  summary: boolParam("summary"),
  latest: boolParam("latest"),
  site_id: siteIdParam,
});

/**
 * `GET /api/v4/related/{type}/{id}?N=20&summary=true&size&page&latest&site_id` (spec §7 "Related
 * articles"): an array of articles. An unknown id is a 404 so that the client falls back to its
 * other endpoints; an article nothing relates to gives `[]`.
 */
export function relatedRoutes(db: Database) {
  const related = createRelatedFinder(db);
  return new Hono<AppEnv>().get("/related/:type/:id", async (c) => {
    const { type, id } = parseParams(c, relatedPathParams);
    const query = parseQuery(c, relatedQuery);
    const list = await related.find({
      type,
      id,
      pool: query.N,
      size: query.size,
      page: query.page,
      latest: query.latest,
    });
    if (!list) throw contentErrors.articleNotFound(type, id);
    return c.json(list);
  });
}
