import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { isRequestReader } from "./reader-access.ts";
import { createRecommender } from "./recommend.ts";
import { recommendationErrors } from "./recommendation-errors.ts";
import { recommendationsOperation } from "./recommendation-operations.ts";

/**
 * `GET /api/v4/personalized_recommendations?user_id&size&page&site_id` (docs/behaviour/content.md#feed-calls): an array of
 * articles. The list is shaped by the reader's history (what they read disappears from it), so it
 * answers only the reader it names (reader-access.ts; decision 0052).
 */
export function recommendationRoutes(db: Database) {
  const recommender = createRecommender(db);
  const app = new Hono<AppEnv>();
  handle(app, recommendationsOperation, async (c, { query }) => {
    if (!isRequestReader(c, query.user_id)) throw recommendationErrors.forbiddenReader();
    return c.json(
      await recommender.recommend({
        reader: query.user_id,
        size: query.size,
        page: query.page,
        language: query.language,
      }),
    );
  });
  return app;
}
