import { z } from "zod";
import type {
  AnalyticsCountJson,
  AnalyticsPointJson,
  AnalyticsReportJson,
} from "../analytics/analytics-report.ts";
import { contract } from "./contract.ts";

/** The analytics report's JSON (core/analytics/analytics-report.ts), for the operator endpoint's documentation. */

const dateTime = z.iso.datetime().meta({ description: "ISO 8601 in UTC." });
const count = z.number().int().min(0);

export const analyticsCountJson = contract<AnalyticsCountJson>()(z.object({ key: z.string(), count }));
export const analyticsPointJson = contract<AnalyticsPointJson>()(
  z.object({ start: dateTime, views: count, readers: count }),
);

export const analyticsReportJson = contract<AnalyticsReportJson>()(
  z
    .object({
      from: dateTime,
      to: dateTime,
      page_views: count,
      readers: count,
      data_less_views: count,
      data_less_share: z.number().min(0).max(1),
      campaign_clicks: count,
      stories: z.array(analyticsCountJson.extend({ title: z.string().nullable() })),
      sections: z.array(analyticsCountJson),
      pages: z.array(analyticsCountJson),
      devices: z.array(analyticsCountJson),
      referrers: z.array(analyticsCountJson),
      campaigns: z.array(analyticsCountJson),
      step: z.enum(["hour", "day"]),
      series: z.array(analyticsPointJson),
    })
    .meta({ id: "AnalyticsReport" }),
);
