import { Hono } from "hono";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { relatedFallbackOperation } from "./recommendation-operations.ts";
import { createRelatedFinder } from "./related-articles.ts";

/**
 * The spec's second fallback for related articles, `GET {post}/{type}/{id}/related?per&page` under
 * the main API prefix (`{post}` is any path segment the client puts there): the same service with
 * shared tags only, so it still answers when the text search is what failed. Mounted after the
 * content routes so that their own paths win.
 */
export function relatedFallbackRoutes(db: Database) {
  const related = createRelatedFinder(db);
  const app = new Hono<AppEnv>();
  handle(app, relatedFallbackOperation, async (c, { params: { type, id }, query: { per, page } }) => {
    const list = await related.find({ type, id, pool: page * per, size: per, page, text: false });
    if (!list) throw contentErrors.articleNotFound(type, id);
    return c.json(list);
  });
  return app;
}
