import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AnalyticsCountJson, AnalyticsReportJson } from "#core/analytics/analytics-report.ts";
import { REPORT_TOP } from "#core/analytics/analytics-report.ts";
import type { Database } from "#server/db/client.ts";
import { analyticsHourly, articles } from "#server/db/schema.ts";

export type AnalyticsReport = AnalyticsReportJson;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Ranges up to this long are charted per hour, longer ones per day. */
const HOURLY_CHART_MS = 72 * HOUR_MS;

/** The report of [from, to) from analytics_hourly alone, so it stays fast after raw rows are gone. */
export async function readReport(
  db: Database,
  siteId: number,
  from: Date,
  to: Date,
): Promise<AnalyticsReport> {
  // The hours the range touches: one starting at 10:00 holds the views of 10:30.
  const firstHour = new Date(Math.floor(from.getTime() / HOUR_MS) * HOUR_MS);
  const range = and(
    eq(analyticsHourly.siteId, siteId),
    gte(analyticsHourly.hour, firstHour),
    lt(analyticsHourly.hour, to),
  );
  const totals = await db
    .select({ metric: analyticsHourly.metric, count: sql<number>`sum(${analyticsHourly.count})::int` })
    .from(analyticsHourly)
    .where(
      and(
        range,
        eq(analyticsHourly.key, ""),
        sql`${analyticsHourly.metric} in ('views', 'readers', 'data_less', 'clicks')`,
      ),
    )
    .groupBy(analyticsHourly.metric);
  const total = (metric: string) => totals.find((row) => row.metric === metric)?.count ?? 0;

  const top = async (metric: string, limit = REPORT_TOP): Promise<AnalyticsCountJson[]> =>
    db
      .select({ key: analyticsHourly.key, count: sql<number>`sum(${analyticsHourly.count})::int` })
      .from(analyticsHourly)
      .where(and(range, eq(analyticsHourly.metric, metric)))
      .groupBy(analyticsHourly.key)
      .orderBy(sql`2 desc`, analyticsHourly.key)
      .limit(limit);

  const [stories, sections, pages, devices, referrers, campaigns] = await Promise.all([
    top("story"),
    top("section"),
    top("page"),
    top("device"),
    top("referrer"),
    top("campaign"),
  ]);

  const step = to.getTime() - from.getTime() <= HOURLY_CHART_MS ? "hour" : "day";
  const bucket =
    step === "hour"
      ? sql`${analyticsHourly.hour}`
      : sql`date_trunc('day', ${analyticsHourly.hour} at time zone 'UTC') at time zone 'UTC'`;
  const points = await db
    .select({
      start: sql<string>`${bucket}`,
      views: sql<number>`coalesce(sum(${analyticsHourly.count}) filter (where ${analyticsHourly.metric} = 'views'), 0)::int`,
      readers: sql<number>`coalesce(sum(${analyticsHourly.count}) filter (where ${analyticsHourly.metric} = 'readers'), 0)::int`,
    })
    .from(analyticsHourly)
    .where(and(range, sql`${analyticsHourly.metric} in ('views', 'readers')`))
    .groupBy(sql`1`);
  const byStart = new Map(points.map((point) => [new Date(point.start).getTime(), point]));
  const stepMs = step === "hour" ? HOUR_MS : DAY_MS;
  const first = Math.floor(from.getTime() / stepMs) * stepMs;
  const series = [];
  for (let at = first; at < to.getTime(); at += stepMs) {
    const point = byStart.get(at);
    series.push({
      start: new Date(at).toISOString(),
      views: point?.views ?? 0,
      readers: point?.readers ?? 0,
    });
  }

  const pageViews = total("views");
  const dataLess = total("data_less");
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    page_views: pageViews,
    readers: total("readers"),
    data_less_views: dataLess,
    data_less_share: pageViews === 0 ? 0 : Math.round((dataLess / pageViews) * 10_000) / 10_000,
    campaign_clicks: total("clicks"),
    stories: await withTitles(db, stories),
    sections,
    pages,
    devices,
    referrers: referrers.map((row) => (row.key === "" ? { ...row, key: "(direct)" } : row)),
    campaigns,
    step,
    series,
  };
}

/** The top stories with their headlines (`news_stories/12` → article 12's name), null when gone. */
async function withTitles(db: Database, stories: AnalyticsCountJson[]) {
  const ids = stories
    .map((story) => Number(story.key.split("/")[1]))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31);
  const names = ids.length
    ? await db
        .select({ id: articles.id, name: articles.name })
        .from(articles)
        .where(inArray(articles.id, ids))
    : [];
  const byId = new Map(names.map((row) => [row.id, row.name]));
  return stories.map((story) => ({ ...story, title: byId.get(Number(story.key.split("/")[1])) ?? null }));
}
