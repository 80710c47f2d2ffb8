import { intlLocale, type Locale } from "./locales.ts";

// Formatters are costly to create: one per locale and style, reused.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date (and time) in the page's locale; Portuguese as pt-BR (spec §1). */
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
