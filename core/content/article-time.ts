import { formatDate } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";

/*
 * The times an article page shows: when it was published and, when it changed later, updated.
 * Pages are cached for every reader, so the server writes them in UTC (saying so) and the page's
 * inline script (app/article/article-script.ts) rewrites them in the reader's own zone with the
 * same options: "Nov 26, 2026, 7:48 PM", "26 nov 2026, 19:48", "26 de nov. de 2026, 19:48".
 */

/** Intl's options for an article's times in the reader's zone (the inline script uses them too). */
export const ARTICLE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

const UTC_OPTIONS: Intl.DateTimeFormatOptions = {
  ...ARTICLE_TIME_OPTIONS,
  timeZone: "UTC",
  timeZoneName: "short",
};

/**
 * An article's time in the page's locale: in UTC with the zone's name (the server, which cannot
 * know the reader's zone), or in the runtime's own zone (the browser).
 */
export function formatArticleTime(iso: string, locale: Locale, zone: "utc" | "local"): string {
  return formatDate(iso, locale, zone === "utc" ? UTC_OPTIONS : ARTICLE_TIME_OPTIONS);
}

/** Changes within this time of the publication are part of publishing it, not an update. */
export const UPDATE_SHOWN_AFTER_MS = 10 * 60_000;

/**
 * Whether the page says "Updated …": the story changed at least UPDATE_SHOWN_AFTER_MS after it was
 * published (a typo fixed a minute later is not news). False for a missing or unreadable time.
 */
export function showsUpdate(publishedIso: string, updatedIso: string | undefined): boolean {
  if (!updatedIso) return false;
  const gap = Date.parse(updatedIso) - Date.parse(publishedIso);
  return gap >= UPDATE_SHOWN_AFTER_MS;
}
