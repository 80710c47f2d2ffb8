import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { searchPath } from "#core/routing/search-urls.ts";
import type { TrendingQuery } from "./search-page-data.ts";

/** Trending searches, each a link to its results; with its count on the trending page. */
export function TrendingQueries({
  queries,
  labelledBy,
  counts = false,
}: {
  queries: TrendingQuery[];
  labelledBy: string;
  counts?: boolean;
}) {
  const t = useT("search");
  return (
    <ol
      className={`trending-queries${counts ? " trending-queries--counted" : ""}`}
      aria-labelledby={labelledBy}
    >
      {queries.map((query, index) => (
        <li key={query.text}>
          {counts ? (
            <span className="trending-queries__rank" aria-hidden="true">
              {index + 1}
            </span>
          ) : null}
          <Link to={searchPath({ query: query.text })} className="trending-queries__link">
            {query.text}
          </Link>
          {counts ? (
            <span className="trending-queries__count">
              {t("search.trending.searched", { count: query.count })}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
