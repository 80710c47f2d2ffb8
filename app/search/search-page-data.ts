import { data, redirect } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { PageError } from "#app/routing/page-loader.ts";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import type { ProfileJson } from "#core/content/content.ts";
import { localizeArticle, localizeProfile } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { DEFAULT_SEARCH_SORT, searchPath } from "#core/routing/search-urls.ts";
import {
  SEARCH_TEXT_MAX,
  type SearchResponseJson,
  type SearchSort,
  type TrendingJson,
} from "#core/search/search.ts";
import {
  autocompleteApiPath,
  cleanQuery,
  parseSearchPage,
  parseSearchSort,
  parseSearchUrl,
  SEARCH_FORM_KEY,
  type SearchCardJson,
  type SearchTarget,
  searchApiPath,
  toSearchCard,
  trendingApiPath,
} from "#core/search/search-state.ts";

type LoadArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: IcaroLoadContext;
};

const notFound = () => data({ message: "This page could not be found" }, { status: 404 });

/** A trending query as the pages link it. */
export type TrendingQuery = { text: string; count: number };

/** The form page, /search and /search/{sort}: what was typed, and what to say about it. */
export type SearchFormData = {
  sort: SearchSort;
  query: string;
  /** The form was sent empty (docs/behaviour/search.md#query-rules "Query cannot be empty"). */
  empty: boolean;
  /** What people search now, offered under the form. */
  trending: TrendingQuery[];
};

/** The trending page: searches and most read stories of the last hours, in the reader's language. */
export type TrendingData = {
  /** The /search/trending/{query} form's query, shown in the search field. */
  query: string;
  queries: TrendingQuery[];
  stories: ArticleCardJson[];
  /** The API could not answer: the page says so instead of "nothing is trending". */
  failed: boolean;
};

/** A results page: the first page the server renders, and what the browser needs for the next. */
export type SearchResultsData = {
  sort: SearchSort;
  target: SearchTarget;
  page: number;
  total: number;
  endlist: boolean;
  results: SearchCardJson[];
  suggestion: string | null;
  /** The search failed (docs/behaviour/search.md#search-failure): shown as an empty page with a way to try again. */
  failed: boolean;
  /**
   * The teams, leagues, athletes and topics the words name (the header's suggestions), shown
   * above the stories with their follow stars: a search for a team found its stories only.
   */
  profiles: ProfileJson[];
};

/** The profiles the free text names, as the header's dropdown offers them; none when that fails. */
async function fetchProfiles(context: IcaroLoadContext, text: string): Promise<ProfileJson[]> {
  const answer = await apiJson<{ profiles?: ProfileJson[] }, null>(
    context,
    autocompleteApiPath(text, context.locale),
    {
      otherwise: null,
    },
  );
  return (answer?.profiles ?? []).map((profile) => localizeProfile(profile, context.locale));
}

function fetchTrending(context: IcaroLoadContext): Promise<TrendingJson | null> {
  return apiJson<TrendingJson, null>(context, trendingApiPath(context.locale, context.siteId), {
    otherwise: null,
  });
}

/**
 * /search and /search/{sort}: the plain GET form's answer. `?q=` with text redirects to the
 * free-text URL (`?sort=` keeps the mode); sent empty, the page says the query cannot be empty.
 */
export async function loadSearchForm({ request, params, context }: LoadArgs): Promise<SearchFormData> {
  const pathSort = params.sort === undefined ? DEFAULT_SEARCH_SORT : parseSearchSort(params.sort);
  if (!pathSort) throw notFound();
  const search = new URL(request.url).searchParams;
  const sort = parseSearchSort(search.get("sort") ?? undefined) ?? pathSort;
  const raw = search.get(SEARCH_FORM_KEY);
  const query = cleanQuery(raw ?? "");
  if (query.length > SEARCH_TEXT_MAX || query.includes("\0")) throw new PageError(400, "invalid_query");
  if (query) throw redirect(searchPath({ sort, query }));
  const trending = await fetchTrending(context);
  return { sort, query: "", empty: raw !== null, trending: trending?.queries.slice(0, 10) ?? [] };
}

/** /search/trending/{query?}: what people search and read now. */
export async function loadTrending({ params, context }: LoadArgs): Promise<TrendingData> {
  const query = cleanQuery(params.query ?? "").slice(0, SEARCH_TEXT_MAX);
  const trending = await fetchTrending(context);
  return {
    query,
    queries: trending?.queries ?? [],
    stories: (trending?.articles ?? []).map((article) =>
      toArticleCard(localizeArticle(article, context.locale)),
    ),
    failed: trending === null,
  };
}

/**
 * /search/{sort}/{query} and /search/{sort}/news/{context}&{id}&{name}: the first page of results,
 * `?page=N` for the "More results" link without JavaScript. A bad sort, type or key is a 404, a
 * bad query or page a 400 (errors.codes.*); the API's own refusals keep their status and code.
 * When the search itself fails, the page shows it failed (docs/behaviour/search.md#search-failure: an empty page).
 */
export async function loadSearchResults({ request, params, context }: LoadArgs): Promise<SearchResultsData> {
  const sort = parseSearchSort(params.sort);
  if (!sort) throw notFound();
  const url = parseSearchUrl(params);
  if (!url.ok) throw url.status === 404 ? notFound() : new PageError(url.status, url.code);
  const page = parseSearchPage(new URL(request.url).searchParams);
  if (!page.ok) throw page.status === 404 ? notFound() : new PageError(page.status, page.code);
  const target = url.target;
  // Only on the first page: "More results" pages add stories, not the profiles again.
  const profiles =
    target.type === "freeform" && page.page === 1 ? fetchProfiles(context, target.text) : Promise.resolve([]);
  const empty = { sort, target, page: page.page, total: 0, endlist: true, results: [], suggestion: null };
  // A search the API refuses (a 4xx) is the error page; one that fails is shown as failed.
  const answer = await apiJson<SearchResponseJson, null>(
    context,
    searchApiPath(target, { sort, language: context.locale, page: page.page, siteId: context.siteId }),
    { otherwise: null, tolerate: "server-failures", warn: "search failed" },
  );
  if (!answer) return { ...empty, failed: true, profiles: await profiles };
  return {
    sort,
    target,
    page: page.page,
    total: answer.total,
    endlist: answer.endlist,
    results: answer.results.map((result) => toSearchCard(localizeArticle(result, context.locale))),
    suggestion: answer.suggestion,
    failed: false,
    profiles: await profiles,
  };
}
