import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";

/** Articles published in one period: "2025" (not used), "2025-03" or "2025-03-14", in UTC. */
export type CalendarCount = { period: string; count: number };

export type CalendarQuery = {
  language?: ContentLanguage;
  /** With a year: that year's months; with a month too: that month's days; neither: every month. */
  year?: number;
  month?: number;
  now?: Date;
};

/**
 * How many articles each month (or each day of one month) holds, newest first, for the sitemap
 * pages and the sitemap index. Dates are UTC days; articles dated in the future (a feed's broken
 * time zone) are left out until their time, as everywhere else.
 */
export async function calendarCounts(db: Database, query: CalendarQuery): Promise<CalendarCount[]> {
  const conditions: SQL[] = [lte(articles.publishDate, query.now ?? new Date())];
  if (query.language) conditions.push(eq(articles.language, query.language));
  let format = "YYYY-MM";
  if (query.year !== undefined) {
    const byDay = query.month !== undefined;
    const start = new Date(Date.UTC(query.year, byDay ? (query.month as number) - 1 : 0, 1));
    const end = new Date(Date.UTC(query.year + (byDay ? 0 : 1), byDay ? (query.month as number) : 0, 1));
    conditions.push(gte(articles.publishDate, start), lt(articles.publishDate, end));
    if (byDay) format = "YYYY-MM-DD";
  }
  const period = sql<string>`to_char(${articles.publishDate} at time zone 'UTC', ${sql.raw(`'${format}'`)})`;
  const rows = await db
    .select({ period, count: count() })
    .from(articles)
    .where(and(...conditions))
    .groupBy(period)
    .orderBy(desc(period));
  return rows.map((row) => ({ period: row.period, count: Number(row.count) }));
}
