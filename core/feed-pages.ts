/**
 * Feed pages (spec §2 "Feed pages", §3 "Feed page state", §4 "Infinite scroll feed"): which list a
 * feed shows, its URL state, and how pages loaded while scrolling merge. Pure: no I/O, no clock.
 */
import {
  type ArticleJson,
  FEED_PER_DEFAULT,
  PROFILE_CONTEXTS,
  type ProfileContext,
  SECTION_KEYS,
} from "./content.ts";
import type { FeedKind, Selected } from "./urls.ts";

/** §3 Feed page state: a reader starts on page 1, ten a page, at position 1. */
export const FEED_PAGE_STATE_DEFAULT = { page: 1, per: FEED_PER_DEFAULT, position: 1 } as const;

/** The deepest page a feed serves; the API refuses deeper pages (server/content/list-query.ts PAGE_MAX). */
export const FEED_PAGE_MAX = 1000;

/** What a feed lists, decided by its kind and the selection packed in its URL. */
export type FeedSource =
  | { kind: "newest"; section?: string }
  | { kind: "profile"; context: ProfileContext; id: number }
  | { kind: "recommended" }
  | { kind: "followed" };

/** Selection contexts that mean "everything" (the index redirects' hero, all and recent). */
const EVERYTHING_CONTEXTS = new Set(["hero", "all", "recent"]);

/**
 * The list a feed page shows, or null when the selection names nothing we know (→ 404).
 * - context `sections`: the newest stories of the section whose key is the selection's name;
 * - a profile context (teams, leagues, athletes, entities): that profile's feed (its id);
 * - hero / all / recent: by kind — headlines and recent the newest stories, home the
 *   recommender, myfeed the followed profiles.
 */
export function feedSource(kind: FeedKind, selected: Selected): FeedSource | null {
  if (selected.context === "sections") {
    return (SECTION_KEYS as readonly string[]).includes(selected.name)
      ? { kind: "newest", section: selected.name }
      : null;
  }
  if ((PROFILE_CONTEXTS as readonly string[]).includes(selected.context)) {
    return selected.id >= 1
      ? { kind: "profile", context: selected.context as ProfileContext, id: selected.id }
      : null;
  }
  if (!EVERYTHING_CONTEXTS.has(selected.context)) return null;
  if (kind === "home") return { kind: "recommended" };
  if (kind === "myfeed") return { kind: "followed" };
  return { kind: "newest" };
}

/** The page's URL query: `?page=N` (from 1) and `ts` (epoch ms the list is pinned to). */
export type FeedQuery = { page: number; ts: number | null };

export type FeedQueryResult = { ok: true; query: FeedQuery } | { ok: false; status: 400 | 404; code: string };

const DIGITS = /^\d{1,15}$/;

/**
 * Reads `page` and `ts` from a feed page's query. Something that is not a number is a bad
 * request (400); a number out of range (0, negative, deeper than FEED_PAGE_MAX) is a page that
 * does not exist (404).
 */
export function parseFeedQuery(search: URLSearchParams): FeedQueryResult {
  const rawPage = search.get("page");
  let page = 1;
  if (rawPage !== null) {
    if (/^-\d{1,15}$/.test(rawPage)) return { ok: false, status: 404, code: "page_out_of_range" };
    if (!DIGITS.test(rawPage)) return { ok: false, status: 400, code: "invalid_page" };
    page = Number(rawPage);
    if (page < 1 || page > FEED_PAGE_MAX) return { ok: false, status: 404, code: "page_out_of_range" };
  }
  const rawTs = search.get("ts");
  let ts: number | null = null;
  if (rawTs !== null) {
    if (!DIGITS.test(rawTs)) return { ok: false, status: 400, code: "invalid_timestamp" };
    ts = Number(rawTs);
  }
  return { ok: true, query: { page, ts } };
}

/** The query string of a feed page: page first, then the pin; page 1 without a pin is "". */
export function feedQueryString({ page, ts }: FeedQuery): string {
  const params = new URLSearchParams();
  if (page !== 1 || ts !== null) params.set("page", String(page));
  if (ts !== null) params.set("ts", String(ts));
  const text = params.toString();
  return text ? `?${text}` : "";
}

// ---------------------------------------------------------------------------------------------
// Infinite scroll (spec §4): pages loaded down are appended, pages loaded up are prepended.
// ---------------------------------------------------------------------------------------------

/** One loaded page of a feed. */
export type FeedPageChunk<T extends { id: number } = ArticleJson> = { page: number; items: T[] };

/** What is on screen: consecutive pages, first to last, and whether either end was reached. */
export type FeedScrollState<T extends { id: number } = ArticleJson> = {
  per: number;
  pages: FeedPageChunk<T>[];
  /** A page came back shorter than `per`: nothing after it. */
  endOfList: boolean;
};

/** The state of a feed opened at one page (a server render or a reload). */
export function initialScrollState<T extends { id: number }>(
  chunk: FeedPageChunk<T>,
  per: number,
): FeedScrollState<T> {
  return {
    per,
    pages: [{ page: chunk.page, items: dedupeWithin(chunk.items) }],
    endOfList: chunk.items.length < per,
  };
}

/** The first and last loaded page numbers. */
export function loadedRange(state: FeedScrollState<{ id: number }>): { first: number; last: number } {
  return { first: state.pages[0]?.page ?? 1, last: state.pages.at(-1)?.page ?? 1 };
}

/** The page to load next in a direction, or null when that end has been reached. */
export function nextPageToLoad(
  state: FeedScrollState<{ id: number }>,
  direction: "down" | "up",
): number | null {
  const { first, last } = loadedRange(state);
  if (direction === "up") return first > 1 ? first - 1 : null;
  return state.endOfList || last >= FEED_PAGE_MAX ? null : last + 1;
}

function dedupeWithin<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/**
 * Merges a page loaded while scrolling. Down appends it, up prepends it; a page that is not next
 * to the loaded ones in that direction, or is already loaded, changes nothing (a late answer).
 * Duplicates are replaced by id: an item already on screen takes the incoming copy's data where
 * it stands, and is not shown twice — the reader's place does not jump. A page shorter than
 * `per` loaded down ends the list.
 */
export function mergeFeedPage<T extends { id: number }>(
  state: FeedScrollState<T>,
  chunk: FeedPageChunk<T>,
  direction: "down" | "up",
): FeedScrollState<T> {
  if (nextPageToLoad(state, direction) !== chunk.page) return state;
  const incoming = new Map(chunk.items.map((item) => [item.id, item]));
  const pages = state.pages.map((page) => ({
    page: page.page,
    items: page.items.map((item) => incoming.get(item.id) ?? item),
  }));
  const onScreen = new Set(pages.flatMap((page) => page.items.map((item) => item.id)));
  const fresh = {
    page: chunk.page,
    items: dedupeWithin(chunk.items.filter((item) => !onScreen.has(item.id))),
  };
  return direction === "down"
    ? { per: state.per, pages: [...pages, fresh], endOfList: chunk.items.length < state.per }
    : { per: state.per, pages: [fresh, ...pages], endOfList: state.endOfList };
}

/** Every item on screen, in order. */
export function feedItems<T extends { id: number }>(state: FeedScrollState<T>): T[] {
  return state.pages.flatMap((page) => page.items);
}
