import { intlLocale, type Locale } from "./locales.ts";

// Formatters are costly to create: one per locale and style, reused.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date (and time) in the page's locale; Portuguese as pt-BR (docs/behaviour/routes.md#locale-prefixes). */
export function formatDate(
  date: Date | number | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}

/** A number in the page's locale ("1,234.5", "1.234,5"). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Month abbreviations as each locale's medium date writes them (CLDR, as Intl prints them). */
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  pt: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
};

/**
 * A story's day as a card shows it, in UTC: "Nov 24, 2026", "24 nov 2026", "24 de nov. de 2026"
 * (Intl's `dateStyle: "medium"`), "" for a date that cannot be read. Written without Intl on
 * purpose: the first `Intl.DateTimeFormat` of a page loads ICU's calendar data, 12–16 ms of main
 * thread (×4 on a phone) in the middle of hydration, for forty cards that only need a day, a month
 * and a year (docs/decisions/0040).
 */
export function formatCardDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = date.getUTCDate();
  const month = SHORT_MONTHS[locale][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  if (locale === "en") return `${month} ${day}, ${year}`;
  if (locale === "es") return `${day} ${month} ${year}`;
  return `${day} de ${month} de ${year}`;
}
