/**
 * The search pages' URLs (docs/behaviour/search.md#search-pages), with the conventions of core/routing/url-segments.ts. A module of
 * their own: the builders every page uses are in the pages' shared chunk, where each is paid
 * for by all of them; these are used by the search pages and the header's dropdown only.
 */

import { compositeSegment, encodeSegment, escapeValue, requiredSegment, unpackList } from "./url-segments.ts";

type Id = string | number;

/** docs/behaviour/search.md#search-pages Search / docs/behaviour/search.md#search-state: the default {advance} (sort mode). */
export const DEFAULT_SEARCH_SORT = "relevance";
/** docs/behaviour/search.md#search-pages: the {type} segment of an entity search. */
export const SEARCH_ENTITY_TYPE = "news";

/** docs/behaviour/search.md#free-text-search Search free text: /search/{advance}/{encoded query}; an empty query gives /search/{advance}. */
export function searchPath({ sort = DEFAULT_SEARCH_SORT, query }: { sort?: string; query: string }): string {
  const base = `/search/${requiredSegment(sort)}`;
  return query === "" ? base : `${base}/${encodeSegment(query)}`;
}

export interface SearchEntity {
  context: string;
  id: Id;
  name: string;
}

/**
 * docs/behaviour/search.md#search-pages, a chosen favourite entity: /search/{advance}/news/{context}&{id}&{name}. The parts are
 * escaped as composite values (see core/routing/url-segments.ts) rather than fully encodeURIComponent'd, so a
 * name containing "&" still splits into the same three parts after the router decodes the segment.
 */
export function searchEntityPath({
  sort = DEFAULT_SEARCH_SORT,
  ...entity
}: SearchEntity & { sort?: string }): string {
  const key = [entity.context, entity.id, entity.name].map(escapeValue).join("&");
  return `/search/${requiredSegment(sort)}/${SEARCH_ENTITY_TYPE}/${compositeSegment(key)}`;
}

/** docs/behaviour/search.md#entity-search {key} read back from the router param: exactly three non-empty parts; the id is kept as a string. */
export function parseSearchEntityKey(key: string): { context: string; id: string; name: string } | null {
  const parts = unpackList(key);
  if (parts?.length !== 3) return null;
  const [context, id, name] = parts;
  return { context, id, name };
}

/** docs/behaviour/search.md#search-pages: /search/trending/{query?}. */
export function trendingPath(query?: string): string {
  return query ? `/search/trending/${encodeSegment(query)}` : "/search/trending";
}
