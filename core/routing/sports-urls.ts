import { isValidSitemapDate } from "./sitemap-urls.ts";
import { EMPTY_SEGMENT, encodeSegment, type Id, joinPath, pad2 } from "./url-segments.ts";

/* The sports pages' addresses (docs/behaviour/sports.md#sports-pages) and the sports date. */

/** docs/behaviour/sports.md#sports-date: YYYY-MM-DD, zero-padded (year to 4 digits, month and day to 2). */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

/** docs/behaviour/sports.md#sports-date: true for a real calendar day written exactly YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isValidSitemapDate(match[1], match[2], match[3]);
}

/** docs/behaviour/sports.md#sports-category-menu: a category (name, optional) and its id. The fixed menu entries use words in place of ids. */
export interface SportsTarget {
  name?: string;
  id: Id;
}

/** docs/behaviour/sports.md#sports-fixed-entries Sports fixed entry All: /sports/.../{translated All}/sports. */
export function sportsAllEntry(translatedAll: string): SportsTarget {
  return { name: translatedAll, id: "sports" };
}

/** docs/behaviour/sports.md#sports-fixed-entries Sports fixed entry Favorites: /sports/.../favorites (written as the id, like "sports" in the All entry). */
export const SPORTS_FAVORITES_ENTRY: Readonly<SportsTarget> = { id: "favorites" };
/** docs/behaviour/sports.md#sports-fixed-entries Sports fixed entry On going/live: /sports/.../live. */
export const SPORTS_LIVE_ENTRY: Readonly<SportsTarget> = { id: "live" };

// The present segments in order. An empty name is treated as absent: "/sports/scores//12" would be collapsed anyway.
function sportsSegments(name: string | undefined, id: Id | undefined, date?: string): string {
  const parts = [name, id, date].filter((p): p is Id => p !== undefined && p !== "");
  return parts.map(encodeSegment).join("/");
}

/**
 * docs/behaviour/sports.md#sports-pages Sports scores: /sports/scores/{name?}/{id?}/{date}. The date is YYYY-MM-DD (see `isoDate`).
 * Without a date, the segment is left out and the page shows today. The builder cannot know today.
 */
export function sportsScoresPath({ name, id, date }: { name?: string; id?: Id; date?: string } = {}): string {
  return joinPath("/sports/scores", sportsSegments(name, id, date));
}

/**
 * Where a section's entry in the menu and the footer leads: its row on the home, except Sports,
 * which is its own product (the day's scores) — and TV, its own page (docs/decisions/0073-tv-index-pages.md).
 */
export function sectionEntryPath(sectionKey: string): string {
  if (sectionKey === "sports") return sportsScoresPath();
  // The TV section has its own page (docs/decisions/0073-tv-index-pages.md): featured videos, live channels, the galleries.
  if (sectionKey === "tv") return "/tv";
  return `/#section-${sectionKey}`;
}

/** docs/behaviour/sports.md#sports-pages Sports scores, calendar form: /sports/scores/{name?}/{id?}/{date?}/calendar. */
export function sportsScoresCalendarPath({
  name,
  id,
  date,
}: {
  name?: string;
  id?: Id;
  date?: string;
} = {}): string {
  return `${joinPath("/sports/scores", sportsSegments(name, id, date))}/calendar`;
}

/** docs/behaviour/sports.md#sports-pages Sports standings: /sports/standings/{name?}/{id}. */
export function sportsStandingsPath({ name, id }: SportsTarget): string {
  return `/sports/standings/${sportsSegments(name, id) || EMPTY_SEGMENT}`;
}

/** docs/behaviour/sports.md#sports-pages Sports feed: /sports/feed/{name?}/{id}. */
export function sportsFeedPath({ name, id }: SportsTarget): string {
  return `/sports/feed/${sportsSegments(name, id) || EMPTY_SEGMENT}`;
}
