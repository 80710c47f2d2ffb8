import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { readerOf } from "#server/favorites/follows-routes.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import {
  giveFeedbackOperation,
  listFeedbackOperation,
  withdrawFeedbackOperation,
} from "./feedback-operations.ts";
import { createReaderFeedback } from "./reader-feedback.ts";

/** `feedback`: "fewer like this" and blocked sources of the request's reader (account or guest). */
export function feedbackRoutes(db: Database, siteId: number) {
  const feedback = createReaderFeedback(db);
  const app = new Hono<AppEnv>();
  handle(app, listFeedbackOperation, async (c) => c.json(await feedback.list(readerOf(c, siteId))));
  handle(app, giveFeedbackOperation, async (c, { body }) =>
    c.json(await feedback.give(readerOf(c, siteId), body.kind, body.article), 201),
  );
  handle(app, withdrawFeedbackOperation, async (c, { body }) =>
    c.json(await feedback.withdraw(readerOf(c, siteId), body.kind, body.target)),
  );
  return app;
}
