/*
 * The operator's analytics report (docs/decisions/0078-first-party-analytics.md): what `icaro analytics report` prints and
 * /operator/analytics shows, from the hourly sums (server/analytics/analytics-report.ts).
 */

/** One row of a ranking: the key (a page, a section, a host…) and its count. */
export type AnalyticsCountJson = { key: string; count: number };

/** One point of the report's chart: an hour or a day (`step`) and its page views and readers. */
export type AnalyticsPointJson = { start: string; views: number; readers: number };

export type AnalyticsReportJson = {
  from: string;
  to: string;
  page_views: number;
  /** Distinct readers per UTC day, summed over the range's days (decision 0078). */
  readers: number;
  data_less_views: number;
  /** data_less_views / page_views, 0 without page views. */
  data_less_share: number;
  campaign_clicks: number;
  stories: (AnalyticsCountJson & { title: string | null })[];
  sections: AnalyticsCountJson[];
  pages: AnalyticsCountJson[];
  devices: AnalyticsCountJson[];
  referrers: AnalyticsCountJson[];
  campaigns: AnalyticsCountJson[];
  step: "hour" | "day";
  series: AnalyticsPointJson[];
};

/** Rows of each ranking in a report. */
export const REPORT_TOP = 10;
/** The longest range a report covers. */
export const MAX_REPORT_DAYS = 366;
