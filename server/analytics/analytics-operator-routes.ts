import { Hono } from "hono";
import { handle } from "#server/http/api/api-operation.ts";
import { requestErrors } from "#server/http/api/request-errors.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { analyticsReportOperation } from "./analytics-operator-operations.ts";
import type { AnalyticsService } from "./analytics-service.ts";
import { reportRange } from "./report-range.ts";

/** `POST /api/operator/analytics/report`: `icaro analytics report` on the server's database. */
export function analyticsOperatorRoutes(analytics: AnalyticsService) {
  const app = new Hono<AppEnv>();
  handle(app, analyticsReportOperation, async (c, { query }) => {
    const range = reportRange(query, new Date());
    if ("error" in range) throw requestErrors.invalidQuery(range.error);
    return c.json(await analytics.report(range.from, range.to));
  });
  return app;
}
