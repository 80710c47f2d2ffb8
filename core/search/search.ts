/**
 * Search (docs/behaviour/search.md#search-pages, docs/behaviour/search.md#search-state, docs/behaviour/search.md#search-call `api/v4/content/search`, docs/behaviour/limits.md#page-sizes): the constants and
 * JSON shapes shared by the server that answers a search and the pages and header that ask.
 */
import type { ArticleJson, ContentLanguage, ProfileJson } from "../content/content.ts";

/** docs/behaviour/limits.md#page-sizes Search page size; a page shorter than this ends the list (docs/behaviour/search.md#new-query). */
export const SEARCH_PER = 15;
/** Pages a client may ask for: page 10,001 is refused. */
export const SEARCH_PAGE_MAX = 10_000;
/** Longest query text accepted; longer is a 400 `invalid_query` (a reader never types more). */
export const SEARCH_TEXT_MAX = 200;

/** docs/behaviour/search.md#search-state `advance`: the sort mode, relevance by default. */
export const SEARCH_SORTS = ["relevance", "date"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** docs/behaviour/search.md#search-state `type`: free text by default, or the stories tagged with one profile. */
export const SEARCH_TYPES = ["freeform", "entity"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** docs/behaviour/search.md#search-call `filter`: our own stories (internal) or every stored story (all). */
export const SEARCH_FILTERS = ["internal", "all"] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/**
 * A piece of a highlighted text: the words that matched the query have `match: true`. Plain text,
 * never HTML, so a page renders it with `<mark>` and nothing in a story can inject markup.
 */
export type HighlightPart = { text: string; match: boolean };

/** One result: the article, with its title and a snippet of its text, the query's words marked. */
export type SearchResultJson = ArticleJson & {
  highlight: { name: HighlightPart[]; snippet: HighlightPart[] };
};

/** docs/behaviour/search.md#search-call the search response, read as page, per, total, endlist, results. */
export type SearchResponseJson = {
  page: number;
  per: number;
  /** How many stories match in all. */
  total: number;
  /** True when this page is the last (shorter than `per`). */
  endlist: boolean;
  results: SearchResultJson[];
  /** "Did you mean …?": a spelling that finds more, when the query found few; else null. */
  suggestion: string | null;
};

/** The header's dropdown while typing: profiles (docs/behaviour/limits.md#page-sizes autocomplete per 5) and top stories. */
export type SearchAutocompleteJson = {
  profiles: ProfileJson[];
  articles: SearchResultJson[];
};

/** A query many readers searched lately, counted without who searched it. */
export type TrendingQueryJson = { text: string; count: number };

/** docs/behaviour/search.md#search-pages /search/trending: what people look for now, in the reader's language. */
export type TrendingJson = {
  language: ContentLanguage;
  queries: TrendingQueryJson[];
  /** The stories read most in the same hours. */
  articles: ArticleJson[];
};
