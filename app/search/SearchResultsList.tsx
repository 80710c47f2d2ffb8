import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { localizeArticle } from "#core/i18n/localized-names.ts";
import type { SearchResponseJson, SearchSort } from "#core/search/search.ts";
import {
  failedSearchPage,
  initialSearchList,
  mergeSearchPage,
  nextSearchPage,
  type SearchCardJson,
  type SearchTarget,
  searchApiPath,
  toSearchCard,
} from "#core/search/search-state.ts";
import { Highlighted } from "./Highlighted.tsx";

type Props = {
  target: SearchTarget;
  sort: SearchSort;
  page: number;
  total: number;
  endlist: boolean;
  results: SearchCardJson[];
  /** A count sentence above the list, from the totals (they change as pages arrive). */
  count?: (total: number) => string;
};

// Load the next page a little before the reader reaches the end of what is shown.
const PRELOAD_MARGIN = "600px 0px";

/**
 * The results of one search (docs/behaviour/search.md#new-query): the server renders a page; scrolling to its end
 * loads the next, merged by id, until a page shorter than 15 ends the list. A page that fails
 * adds nothing and keeps the totals (docs/behaviour/search.md#search-failure), with a retry. "More results" is a real link to
 * `?page=N`, so it all works without JavaScript; with it, the link loads the page in place. The
 * page keys this list by its URL: a new query starts a new list at page 1.
 */
export function SearchResultsList({ target, sort, page, total, endlist, results, count }: Props) {
  const { t, language } = useI18n("search");
  const api = useBrowserApi();
  const [state, setState] = useState(() => initialSearchList({ page, total, endlist, results }));
  const [loading, setLoading] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadingRef = useRef(false);
  const bottomRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    const next = nextSearchPage(stateRef.current);
    if (next === null || loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      const response = await api(searchApiPath(target, { sort, language, page: next }));
      if (!response.ok) throw new Error(`search page ${next}: ${response.status}`);
      const answer = (await response.json()) as SearchResponseJson;
      const cards = answer.results.map((result) => toSearchCard(localizeArticle(result, language)));
      setState((current) => mergeSearchPage(current, { ...answer, page: next, results: cards }));
    } catch {
      setState((current) => failedSearchPage(current, next));
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [api, target, sort, language]);

  // A new observer after every change: it reports at once whether the end is still in view, so a
  // tall screen keeps loading until it is filled. Not after a failure: the reader retries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state and loading are the triggers.
  useEffect(() => {
    if (state.failedPage !== null || state.endList || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    if (bottomRef.current) observer.observe(bottomRef.current);
    return () => observer.disconnect();
  }, [state, loading, load]);

  const more = nextSearchPage(state);
  return (
    <div className="search-results-list" aria-busy={loading}>
      {count ? <p className="search-results-list__count">{count(state.total)}</p> : null}
      {state.firstPage > 1 ? (
        <Link
          className="search-results-list__more"
          to={{ search: state.firstPage > 2 ? `?page=${state.firstPage - 1}` : "" }}
          rel="prev"
        >
          {t("search.results.previous")}
        </Link>
      ) : null}
      <ol className="search-results" aria-label={t("search.results.list")}>
        {state.results.map((result, index) => (
          <li key={result.id}>
            <ArticleCard
              article={result}
              variant="compact"
              headingLevel={2}
              priority={index < 2}
              headline={<Highlighted parts={result.highlight.name} />}
              summary={
                result.highlight.snippet.length > 0 ? <Highlighted parts={result.highlight.snippet} /> : null
              }
            />
          </li>
        ))}
      </ol>
      <p role="status" className="search-results-list__status">
        {loading ? t("search.results.loadingMore") : null}
        {state.endList && state.results.length > 0 ? t("search.results.noMore") : null}
      </p>
      {state.failedPage !== null ? (
        <div className="search-results-list__failed" role="alert">
          <p>{t("search.results.loadError")}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t("search.results.retry")}
          </button>
        </div>
      ) : null}
      {more !== null ? (
        <div ref={bottomRef} className="search-results-list__end">
          <Link
            className="search-results-list__more"
            to={{ search: `?page=${more}` }}
            rel="next"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              void load();
            }}
          >
            {t("search.results.more")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
