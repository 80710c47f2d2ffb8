import { Hono } from "hono";
import { z } from "zod";
import { FEED_PER_DEFAULT } from "#core/content.ts";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseParams, parseQuery } from "#server/http/validate.ts";
import { pageParam, sizeParam } from "./query-params.ts";
import { createRelatedFinder } from "./related-articles.ts";
import { relatedPathParams } from "./related-routes.ts";

const fallbackQuery = z.object({ per: sizeParam("per", FEED_PER_DEFAULT), page: pageParam });

/**
 * The spec's second fallback for related articles, `GET {post}/{type}/{id}/related?per&page` under
 * the main API prefix (`{post}` is any path segment the client puts there): the same service with
 * shared tags only, so it still answers when the text search is what failed. Mounted after the
 * content routes so that their own paths win.
 */
export function relatedFallbackRoutes(db: Database) {
  const related = createRelatedFinder(db);
  return new Hono<AppEnv>().get("/:post/:type/:id/related", async (c) => {
    const { type, id } = parseParams(c, relatedPathParams);
    const { per, page } = parseQuery(c, fallbackQuery);
    const list = await related.find({ type, id, pool: page * per, size: per, page, text: false });
    if (!list) throw contentErrors.articleNotFound(type, id);
    return c.json(list);
  });
}
