import { z } from "zod";
import { analyticsReportJson } from "#core/schemas/analytics-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import {
  invalidOperatorKey,
  OPERATOR_BASE,
  operatorKeyHeader,
} from "#server/operator/operator-operations.ts";

/** `icaro analytics report`, run by the server that owns the database (analytics-operator-routes.ts). */

export const ANALYTICS_OPERATOR_BASE = `${OPERATOR_BASE}/analytics`;

/** `from`/`to`: a date (a whole UTC day) or a time with its offset (report-range.ts). */
export const reportQuery = z.object({
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});

export const analyticsReportOperation = operation({
  method: "post",
  base: ANALYTICS_OPERATOR_BASE,
  path: "report",
  operationId: "operatorAnalyticsReport",
  summary: "The analytics report (`icaro analytics report`)",
  description:
    "Page views, readers, top stories, sections, pages, devices, referrers, the data-less share and campaign clicks of [from, to), from the hourly sums; the last 7 days by default.",
  tags: ["operator", "analytics"],
  headers: operatorKeyHeader,
  query: reportQuery,
  responses: {
    200: { description: "The report.", schema: analyticsReportJson },
    400: errorResponse("`invalid_query`: a malformed date, from not before to, more than 366 days."),
    401: invalidOperatorKey,
  },
});
