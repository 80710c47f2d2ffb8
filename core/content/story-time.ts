import { intlLocale, type Locale } from "../i18n/locales.ts";

/*
 * The times story cards show: "2h ago", a video's "3:05". Kept apart from format.ts, which every page's shared chunk holds: only the pages
 * with cards load these.
 */

/** Stories older than this show their date instead of "3d ago". */
export const RELATIVE_TIME_MAX_DAYS = 7;

export type RelativeUnit = "minute" | "hour" | "day";

/**
 * How long ago, in the largest whole unit a card shows: minutes (at least 1) under an hour,
 * hours under a day, days under a week; null from a week on (the card shows the date) or for an
 * unreadable date. A date a little in the future (clocks differ) counts as a minute ago.
 */
export function relativeAge(ageMs: number): [number, RelativeUnit] | null {
  // NaN (an unreadable date) fails every comparison below and ends as null.
  const minutes = Math.max(1, Math.floor(ageMs / 60_000));
  if (minutes < 60) return [minutes, "minute"];
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [hours, "hour"];
  const days = Math.floor(hours / 24);
  return days < RELATIVE_TIME_MAX_DAYS ? [days, "day"] : null;
}

/** Intl's options for a card's relative time: "2h ago", "hace 2 h", "há 2 h". */
export const RELATIVE_TIME_OPTIONS: Intl.RelativeTimeFormatOptions = { style: "narrow", numeric: "always" };

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * "2h ago", "hace 2 h", "há 2 h" for a time `now - iso` ago (Intl.RelativeTimeFormat in the
 * page's locale), or null when the story is a week old or more (see relativeAge).
 */
export function formatRelativeTime(iso: string, now: number, locale: Locale): string | null {
  const age = relativeAge(now - Date.parse(iso));
  if (!age) return null;
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), RELATIVE_TIME_OPTIONS);
    relativeFormats.set(locale, format);
  }
  return format.format(-age[0], age[1]);
}

/** A video's length as players write it: "0:45", "3:05", "62:03"; "" for no length. */
export function formatDuration(seconds: number | undefined): string {
  if (!seconds || !(seconds > 0)) return "";
  const total = Math.round(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
