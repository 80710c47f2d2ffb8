/**
 * Feed pages (docs/behaviour/routes.md#feed-pages, docs/behaviour/content.md#feed-page-state, docs/behaviour/content.md#infinite-scroll-feed): which list a
 * feed shows, its URL state, and how pages loaded while scrolling merge. Pure: no I/O, no clock.
 */

import { isUsablePsid } from "../analytics/psid.ts";
import type { FeedKind, Selected } from "../routing/feed-urls.ts";
import { PSID_COOKIE } from "../site/constants.ts";
import { cookieValue } from "../storage/cookies.ts";
import {
  type ArticleJson,
  FEED_PER_DEFAULT,
  PROFILE_CONTEXTS,
  type ProfileContext,
  SECTION_KEYS,
} from "./content.ts";

/** docs/behaviour/content.md#feed-page-state: a reader starts on page 1, ten a page, at position 1. */
export const FEED_PAGE_STATE_DEFAULT = { page: 1, per: FEED_PER_DEFAULT, position: 1 } as const;

/** The deepest page a feed serves; the API refuses deeper pages (server/http/api/params.ts PAGE_MAX). */
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
// Infinite scroll (docs/behaviour/content.md#infinite-scroll-feed): pages loaded down are appended, pages loaded up are prepended.
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
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
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

// ---------------------------------------------------------------------------------------------
// The API call behind a feed page: built once by the page's loader, then used for every page, by
// the server for the first render and by the browser while scrolling.
// ---------------------------------------------------------------------------------------------

/** A followed profile, as `profiles/feed` takes it. */
export type FollowedProfile = { id: number; context: ProfileContext };

/** A list request without its page: add one with `feedRequestUrl`. */
export type FeedRequest = {
  method: "GET" | "POST";
  /** Absolute path with its query, without `page`. */
  path: string;
  body?: { profiles: FollowedProfile[] };
  /** The recommender: `user_id` (a tid, or anon-<psid>) is added by whoever sends it. */
  needsUser?: boolean;
};

export type FeedRequestOptions = {
  /** The API version prefix, with slashes ("/api/v3/"). */
  apiPrefix: string;
  per: number;
  language: string;
  /** Epoch ms the list is pinned to (only the general feed supports it). */
  ts: number;
};

/**
 * The request for a source. `recommended` needs a reader and `followed` profiles to follow: without
 * them, pass `{ kind: "newest" }` instead (the general feed), as the feed page does.
 */
export function feedRequest(
  source: FeedSource,
  options: FeedRequestOptions,
  follows: FollowedProfile[] = [],
): FeedRequest {
  const { apiPrefix, per, language, ts } = options;
  switch (source.kind) {
    case "newest": {
      const query = new URLSearchParams({ per: String(per), timestamp: String(ts), language });
      if (source.section) query.set("section", source.section);
      return { method: "GET", path: `${apiPrefix}feed?${query}` };
    }
    case "profile":
      return { method: "GET", path: `${apiPrefix}profiles/${source.context}/${source.id}/feed?per=${per}` };
    case "recommended":
      return {
        method: "GET",
        path: `/api/v4/personalized_recommendations?size=${per}&language=${language}`,
        needsUser: true,
      };
    case "followed":
      return { method: "POST", path: `${apiPrefix}profiles/feed?per=${per}`, body: { profiles: follows } };
  }
}

/** The URL of one page of a request; `userId` is needed when the request says so. */
export function feedRequestUrl(request: FeedRequest, page: number, userId?: string): string {
  const user = request.needsUser && userId ? `&user_id=${encodeURIComponent(userId)}` : "";
  return `${request.path}&page=${page}${user}`;
}

/**
 * The site's default follows (`site_default_follows`, a list whose shape the spec does not give):
 * the entries that name a profile by id and context; anything else is skipped.
 */
export function defaultFollows(entries: unknown[]): FollowedProfile[] {
  const out: FollowedProfile[] = [];
  for (const entry of entries) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, context } = entry as { id?: unknown; context?: unknown };
    const number = typeof id === "string" && /^\d{1,9}$/.test(id) ? Number(id) : id;
    if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 1) continue;
    if (!(PROFILE_CONTEXTS as readonly unknown[]).includes(context)) continue;
    out.push({ id: number, context: context as ProfileContext });
  }
  return out.slice(0, 100);
}

/** The PSID from a Cookie header (or `document.cookie`), when it is one the server would keep. */
export function psidFromCookie(cookie: string | null | undefined): string | null {
  const value = cookieValue(cookie, PSID_COOKIE);
  return isUsablePsid(value) ? value : null;
}
