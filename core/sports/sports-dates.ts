/**
 * Dates of the sports pages (docs/behaviour/sports.md#sports-date: YYYY-MM-DD, defaulting to today) in the reader's
 * time zone. Pure: the clock and the zone are arguments, so the edges around midnight are tested.
 */

import { wallClock } from "../i18n/zoned-time.ts";
import { isIsoDate, isoDate } from "../routing/sports-urls.ts";

const DAY_MS = 86_400_000;

/** The UTC offsets the events API accepts (docs/behaviour/sports.md#events-calls `z`). */
export const Z_MIN = -12;
export const Z_MAX = 14;
/** How far from today the events API reaches (its `d` limit). */
export const DAY_OFFSET_LIMIT = 366;

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return isoDate(year, month, day);
}

/** The zone's UTC offset at an instant, in hours (quarter hours kept: India +5.5, Nepal +5.75). */
export function utcOffsetHours(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const minutes = Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  const hours = Math.round(minutes / 15) / 4;
  return Math.min(Z_MAX, Math.max(Z_MIN, hours));
}

function epochDay(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): 2024-03-01 → 2024-03-03 is 2. */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** The day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const t = new Date((epochDay(date) + days) * DAY_MS);
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The events API query for one day of the reader's calendar: `d` offset from their today and `z`. */
export function dayQuery(date: string, now: Date, timeZone: string): { d: number; z: number } | null {
  const d = daysBetween(dayIn(now, timeZone), date);
  if (Math.abs(d) > DAY_OFFSET_LIMIT) return null;
  return { d, z: utcOffsetHours(now, timeZone) };
}

/** What the segments after /sports/scores say: the category (name and id), the date, the calendar form. */
export type ScoresPath = { name?: string; id?: string; date?: string; calendar: boolean };

const DATE_SHAPED = /^\d{4}-\d{2}-\d{2}$/;
// Old links and hand-typed dates: anything with digits and dashes that is not a real day is a 404, not an id.
const DATE_LIKE = /^\d{1,4}-\d{1,2}-\d{1,2}$/;

/**
 * /sports/scores/{name?}/{id?}/{date}[/calendar] split into its parts, or null (a 404): more than
 * three segments, an impossible date (2023-02-30, 2024-13-01) or a date not written YYYY-MM-DD.
 */
export function parseScoresPath(segments: string[]): ScoresPath | null {
  const parts = segments.filter((segment) => segment !== "");
  const calendar = parts.at(-1) === "calendar";
  if (calendar) parts.pop();
  let date: string | undefined;
  const last = parts.at(-1);
  if (last !== undefined && DATE_LIKE.test(last)) {
    if (!DATE_SHAPED.test(last) || !isIsoDate(last)) return null;
    date = parts.pop();
  }
  if (parts.length > 2) return null;
  const [first, second] = parts;
  return second === undefined ? { id: first, date, calendar } : { name: first, id: second, date, calendar };
}

/** The other category paths (standings, feed): {name?}/{id}, or null. */
export function parseCategoryPath(segments: string[]): { name?: string; id: string } | null {
  const parts = segments.filter((segment) => segment !== "");
  if (parts.length === 1) return { id: parts[0] };
  if (parts.length === 2) return { name: parts[0], id: parts[1] };
  return null;
}
