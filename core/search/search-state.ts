/**
 * The search pages' state (docs/behaviour/search.md#search-state, docs/behaviour/search.md#new-query, docs/behaviour/search.md#query-rules, docs/behaviour/search.md#search-failure): which search a URL
 * names, the API call behind it, and how the pages loaded while scrolling merge. Pure: no I/O, no
 * clock, no React.
 */

import { type ArticleCardJson, toArticleCard } from "../content/article-card.ts";
import { PROFILE_CONTEXTS, type ProfileContext } from "../content/content.ts";
import { parseSearchEntityKey, SEARCH_ENTITY_TYPE } from "../routing/search-urls.ts";
import {
  type HighlightPart,
  SEARCH_PAGE_MAX,
  SEARCH_PER,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
  type SearchResponseJson,
  type SearchResultJson,
  type SearchSort,
} from "./search.ts";

/** The query string key of the plain GET form (`/search?q=…`), which redirects to the free-text URL. */
export const SEARCH_FORM_KEY = "q";

/** What a search looks for: free text (docs/behaviour/search.md#search-state type freeform), or the stories of one profile (entity). */
export type SearchTarget =
  | { type: "freeform"; text: string }
  | { type: "entity"; context: ProfileContext; id: number; name: string };

/** docs/behaviour/search.md#query-rules: the query trimmed, its inner runs of white space made one; "" when nothing is left. */
export function cleanQuery(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}

/** A sort mode from the URL, or null (a 404). */
export function parseSearchSort(value: string | undefined): SearchSort | null {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? "") ? (value as SearchSort) : null;
}

export type SearchUrlResult =
  | { ok: true; target: SearchTarget }
  | { ok: false; status: 400 | 404; code: string };

/**
 * The search a results URL names (its router params): free text, `/search/{advance}/{query}`,
 * or an entity, `/search/{advance}/news/{context}&{id}&{name}`. A {type} other than "news", a
 * malformed key, an unknown profile context or a bad id is not a page (404); a query that is
 * empty after trimming, too long or holds a NUL is a bad request (400, the API's `invalid_query`).
 */
export function parseSearchUrl(params: { query?: string; type?: string; key?: string }): SearchUrlResult {
  if (params.type !== undefined || params.key !== undefined) {
    if (params.type !== SEARCH_ENTITY_TYPE || params.key === undefined) return notFound;
    const entity = parseSearchEntityKey(params.key);
    if (!entity || !(PROFILE_CONTEXTS as readonly string[]).includes(entity.context)) return notFound;
    if (!/^[1-9]\d{0,14}$/.test(entity.id)) return notFound;
    const name = cleanQuery(entity.name);
    if (!name || name.includes("\0")) return notFound;
    const target = { type: "entity", context: entity.context as ProfileContext, id: Number(entity.id), name };
    return { ok: true, target: target as SearchTarget };
  }
  const text = cleanQuery(params.query ?? "");
  if (!text || text.length > SEARCH_TEXT_MAX || text.includes("\0")) {
    return { ok: false, status: 400, code: "invalid_query" };
  }
  return { ok: true, target: { type: "freeform", text } };
}

const notFound = { ok: false, status: 404, code: "not_found" } as const;

export type SearchPageResult = { ok: true; page: number } | { ok: false; status: 400 | 404; code: string };

/**
 * `?page=N` of a results page (the "More results" link without JavaScript): 1 when absent. Not a
 * number is a bad request (400); 0, negative or deeper than SEARCH_PAGE_MAX is no page (404).
 */
export function parseSearchPage(search: URLSearchParams): SearchPageResult {
  const raw = search.get("page");
  if (raw === null) return { ok: true, page: 1 };
  if (/^-\d{1,15}$/.test(raw)) return { ok: false, status: 404, code: "page_out_of_range" };
  if (!/^\d{1,15}$/.test(raw)) return { ok: false, status: 400, code: "invalid_page" };
  const page = Number(raw);
  if (page < 1 || page > SEARCH_PAGE_MAX) return { ok: false, status: 404, code: "page_out_of_range" };
  return { ok: true, page };
}

/**
 * One page of a search from the API (docs/behaviour/search.md#search-call): `GET api/v4/content/search?action=get_content&intent=all
 * &text&entityType&entityId&filter&per=15&format=new&sortby&searchType&page`, in the reader's
 * language (their stories first). An entity search sends the entity's name, context and id (docs/behaviour/search.md#query-rules).
 */
export function searchApiPath(
  target: SearchTarget,
  options: { sort: SearchSort; language: string; page: number; siteId?: number },
): string {
  const query = new URLSearchParams({ action: "get_content", intent: "all" });
  if (target.type === "entity") {
    query.set("text", target.name);
    query.set("entityType", target.context);
    query.set("entityId", String(target.id));
  } else {
    query.set("text", target.text);
  }
  if (options.siteId !== undefined) query.set("site_id", String(options.siteId));
  query.set("filter", "all");
  query.set("per", String(SEARCH_PER));
  query.set("format", "new");
  query.set("sortby", options.sort);
  query.set("searchType", target.type);
  query.set("page", String(options.page));
  query.set("language", options.language);
  return `/api/v4/content/search?${query}`;
}

/** The header's suggestions while typing: profiles and top stories for a trimmed, non-empty text. */
export function autocompleteApiPath(text: string, language: string): string {
  return `/api/v4/content/search/autocomplete?${new URLSearchParams({ text, language })}`;
}

/** What people look for now, in the reader's language. */
export function trendingApiPath(language: string, siteId?: number): string {
  const query = new URLSearchParams({ language });
  if (siteId !== undefined) query.set("site_id", String(siteId));
  return `/api/v4/content/search/trending?${query}`;
}

// ---------------------------------------------------------------------------------------------
// Results as the pages show them, and the list that grows while scrolling (docs/behaviour/search.md#new-query).
// ---------------------------------------------------------------------------------------------

/** A result as a page shows it: the story's card, with its title and a snippet, matches marked. */
export type SearchCardJson = ArticleCardJson & {
  highlight: { name: HighlightPart[]; snippet: HighlightPart[] };
};

export function toSearchCard(result: SearchResultJson): SearchCardJson {
  return { ...toArticleCard(result), highlight: result.highlight };
}

/** What is on screen of one search: the results so far, deduplicated by id, and the totals. */
export type SearchListState = {
  per: number;
  /** The first page shown (a reload of `?page=3` starts there) and the last one loaded. */
  firstPage: number;
  page: number;
  total: number;
  results: SearchCardJson[];
  /** A page came back shorter than `per`: nothing after it. */
  endList: boolean;
  /** The page that failed to load (its retry is offered); null when none did. */
  failedPage: number | null;
};

type PageAnswer = Pick<SearchResponseJson, "page" | "total" | "endlist"> & { results: SearchCardJson[] };

/** A new query, or a reload: page `answer.page` alone, the list started afresh (docs/behaviour/search.md#new-query). */
export function initialSearchList(answer: PageAnswer, per = SEARCH_PER): SearchListState {
  return {
    per,
    firstPage: answer.page,
    page: answer.page,
    total: answer.total,
    results: mergeById([], answer.results),
    endList: answer.endlist || answer.results.length < per,
    failedPage: null,
  };
}

/** The page to load next, or null at the end of the list. */
export function nextSearchPage(state: SearchListState): number | null {
  return state.endList || state.page >= SEARCH_PAGE_MAX ? null : state.page + 1;
}

/**
 * A page loaded while scrolling, merged by id (docs/behaviour/content.md#infinite-scroll-feed): a result already shown takes the new copy
 * where it stands, the others are appended; the totals are the new page's. A page shorter than
 * `per` ends the list. An answer for another page than the next (a late one) changes nothing.
 */
export function mergeSearchPage(state: SearchListState, answer: PageAnswer): SearchListState {
  if (answer.page !== nextSearchPage(state)) return state;
  return {
    ...state,
    page: answer.page,
    total: answer.total,
    results: mergeById(state.results, answer.results),
    endList: answer.endlist || answer.results.length < state.per,
    failedPage: null,
  };
}

/**
 * A page that failed (docs/behaviour/search.md#search-failure): an empty page that keeps the previous totals. Nothing
 * is added and the list does not end: the page is remembered so the reader can ask for it again.
 */
export function failedSearchPage(state: SearchListState, page: number): SearchListState {
  return page === nextSearchPage(state) ? { ...state, failedPage: page } : state;
}

function mergeById(shown: SearchCardJson[], incoming: SearchCardJson[]): SearchCardJson[] {
  const byId = new Map(incoming.map((item) => [item.id, item]));
  const merged = shown.map((item) => byId.get(item.id) ?? item);
  const seen = new Set(merged.map((item) => item.id));
  for (const item of incoming) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

/**
 * What a page marks up: adjacent parts of the same kind joined, empty ones dropped, and the white
 * space between two matched words marked with them ("São Paulo" one mark, not two).
 */
export function highlightRuns(parts: readonly HighlightPart[]): HighlightPart[] {
  const cleaned = parts.filter((part) => part.text !== "");
  const runs: HighlightPart[] = [];
  cleaned.forEach((part, index) => {
    const between =
      !part.match && /^\s+$/.test(part.text) && cleaned[index - 1]?.match && cleaned[index + 1]?.match;
    const match = part.match || Boolean(between);
    const last = runs.at(-1);
    if (last && last.match === match) runs[runs.length - 1] = { text: last.text + part.text, match };
    else runs.push({ text: part.text, match });
  });
  return runs;
}
