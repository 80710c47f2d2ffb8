import { formatDate } from "#core/i18n/format.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { isValidSitemapDate, sitemapPath } from "#core/routing/sitemap-urls.ts";

/*
 * Pure helpers of the sitemap pages (docs/behaviour/routes.md#sitemap): reading the route params and `?page=`,
 * shaping the calendar API's counts, and the labels of years, months and days. Dates are UTC
 * days, as the calendar API and the XML sitemaps count them.
 */

/** Articles listed on one day page. */
export const SITEMAP_PER_PAGE = 100;
/** The deepest day page: the feed API serves 1000 pages at most. */
export const SITEMAP_MAX_PAGE = 1000;

/** One row of `GET site/content/calendar`: "2024-03" or "2024-03-01", and its article count. */
export type CalendarCount = { period: string; count: number };

export type SitemapDate = { year: number; month?: number; day?: number };

/** The first instant of a year, month or day, in UTC. */
function periodStart({ year, month, day }: SitemapDate): number {
  const start = new Date(0);
  start.setUTCFullYear(year, (month ?? 1) - 1, day ?? 1); // setUTCFullYear keeps years below 100 as given.
  return start.getTime();
}

/**
 * The route params as numbers, or null when they are not a real date (non-number, month 13,
 * 30 February) or the period has not started yet (UTC): such pages are a 404.
 */
export function parseSitemapDate(
  params: { year?: string; month?: string; day?: string },
  now: Date,
): SitemapDate | null {
  const { year, month, day } = params;
  if (year === undefined || !isValidSitemapDate(year, month, day)) return null;
  const date: SitemapDate = { year: Number(year) };
  if (month !== undefined) date.month = Number(month);
  if (day !== undefined) date.day = Number(day);
  return periodStart(date) <= now.getTime() ? date : null;
}

/** `?page=`: absent is 1; otherwise 1 to SITEMAP_MAX_PAGE written plainly ("1", not "01"), else null. */
export function parseSitemapPage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= SITEMAP_MAX_PAGE ? page : null;
}

/** How many day pages `count` articles fill; an empty day still has its first page. */
export function sitemapPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / SITEMAP_PER_PAGE));
}

/** A day page's URL; the first page has no `?page=`, so each page has one URL. */
export function sitemapDayPagePath(year: number, month: number, day: number, page: number): string {
  const path = sitemapPath(year, month, day);
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The `from`/`to` of the feed API for one UTC day. A day that is not over ends now, so stories
 * dated later today (a feed's broken time zone) stay hidden, as the calendar counts hide them.
 */
export function sitemapDayRange(year: number, month: number, day: number, now: Date) {
  const from = periodStart({ year, month, day });
  const to = Math.min(from + 24 * 60 * 60 * 1000, now.getTime());
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Monthly counts summed per year, newest year first. */
export function yearCounts(monthly: readonly CalendarCount[]): { year: number; count: number }[] {
  const years = new Map<number, number>();
  for (const { period, count } of monthly) {
    const year = Number(period.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + count);
  }
  return [...years].map(([year, count]) => ({ year, count })).sort((a, b) => b.year - a.year);
}

/**
 * The last part of each period ("2024-03" → 3, "2024-03-09" → 9) with its count, in calendar
 * order, so a year reads January to December and a month 1 to 31.
 */
export function periodParts(counts: readonly CalendarCount[]): { value: number; count: number }[] {
  return counts
    .map(({ period, count }) => ({ value: Number(period.slice(period.lastIndexOf("-") + 1)), count }))
    .sort((a, b) => a.value - b.value);
}

/** The count of one day in the day counts of its month (0 when the day has none). */
export function dayCount(counts: readonly CalendarCount[], year: number, month: number, day: number): number {
  const period = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return counts.find((row) => row.period === period)?.count ?? 0;
}

const UTC = { timeZone: "UTC" } as const;

/** "March", "marzo", "março". */
export function monthLabel(year: number, month: number, locale: Locale): string {
  return formatDate(periodStart({ year, month }), locale, { ...UTC, month: "long" });
}

/** "March 2024", "marzo de 2024", "março de 2024". */
export function monthYearLabel(year: number, month: number, locale: Locale): string {
  return formatDate(periodStart({ year, month }), locale, { ...UTC, month: "long", year: "numeric" });
}

/** "Friday, March 1, 2024", "viernes, 1 de marzo de 2024", "sexta-feira, 1 de março de 2024". */
export function fullDateLabel(year: number, month: number, day: number, locale: Locale): string {
  return formatDate(periodStart({ year, month, day }), locale, { ...UTC, dateStyle: "full" });
}

/** The short weekday of a day ("Fri", "vie", "sex."), shown under its number. */
export function weekdayLabel(year: number, month: number, day: number, locale: Locale): string {
  return formatDate(periodStart({ year, month, day }), locale, { ...UTC, weekday: "short" });
}

/** An article's publication time of day, in UTC and saying so: "12:05 PM UTC", "12:05 UTC". */
export function timeLabel(isoDate: string, locale: Locale): string {
  return formatDate(isoDate, locale, { ...UTC, hour: "numeric", minute: "2-digit", timeZoneName: "short" });
}
