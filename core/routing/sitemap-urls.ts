import { pad2 } from "./url-segments.ts";

/* The sitemap's addresses (docs/behaviour/routes.md#sitemap) and the check of their dates. */

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// A route param is a string of digits (with no sign, space or decimal point); a caller's number must be an integer.
function toDatePart(value: number | string, maxDigits: number): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(value) ? Number(value) : null;
}

/**
 * docs/behaviour/routes.md#sitemap: /sitemap, /sitemap/{year}, /sitemap/{year}/{month}, /sitemap/{year}/{month}/{day}.
 * The year is written as given (4 digits in practice). The month and day are zero-padded to 2
 * digits, so each page has one URL. Check the values first with `isValidSitemapDate`.
 */
export function sitemapPath(): string;
export function sitemapPath(year: number, month?: number): string;
export function sitemapPath(year: number, month: number, day: number): string;
export function sitemapPath(year?: number, month?: number, day?: number): string {
  if (year === undefined) return "/sitemap";
  if (month === undefined) return `/sitemap/${year}`;
  return day === undefined
    ? `/sitemap/${year}/${pad2(month)}`
    : `/sitemap/${year}/${pad2(month)}/${pad2(day)}`;
}

/**
 * docs/behaviour/routes.md#sitemap Sitemap params check. Integers, or digit strings as route params give them: year 1–9999 (up to
 * 4 digits), month 1–12 and day 1–28/29/30/31 (1 or 2 digits, so "2" and "02" both pass), with the
 * Gregorian leap-year rule. A day without a month, a sign, spaces or a decimal point → false.
 */
export function isValidSitemapDate(
  year: number | string,
  month?: number | string,
  day?: number | string,
): boolean {
  const y = toDatePart(year, 4);
  if (y === null || y < 1 || y > 9999) return false;
  if (month === undefined) return day === undefined;
  const m = toDatePart(month, 2);
  if (m === null || m < 1 || m > 12) return false;
  if (day === undefined) return true;
  const d = toDatePart(day, 2);
  return d !== null && d >= 1 && d <= daysInMonth(y, m);
}
