import { Hono } from "hono";
import { contentErrors } from "#server/content/content-errors.ts";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { relatedOperation } from "./recommendation-operations.ts";
import { createRelatedFinder } from "./related-articles.ts";

/**
 * `GET /api/v4/related/{type}/{id}?N=20&summary=true&size&page&latest&site_id` (docs/behaviour/content.md#related-articles "Related
 * articles"): an array of articles. An unknown id is a 404 so that the client falls back to its
 * other endpoints; an article nothing relates to gives `[]`.
 */
export function relatedRoutes(db: Database) {
  const related = createRelatedFinder(db);
  const app = new Hono<AppEnv>();
  handle(app, relatedOperation, async (c, { params: { type, id }, query }) => {
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
  return app;
}
