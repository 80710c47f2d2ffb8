import { Link } from "react-router";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { searchEntityPath, searchPath, trendingPath } from "#core/routing/search-urls.ts";
import { SEARCH_SORTS, type SearchSort } from "#core/search/search.ts";
import type { SearchTarget } from "#core/search/search-state.ts";
import type { Route } from "./+types/SearchResultsPage";
import { SearchForm } from "./SearchForm.tsx";
import { SearchProfiles } from "./SearchProfiles.tsx";
import { SearchResultsList } from "./SearchResultsList.tsx";
import { loadSearchResults } from "./search-page-data.ts";
import "./search.css";

export const loader = pageLoader({ load: loadSearchResults });

/** The same search in another sort mode. */
function sortedPath(target: SearchTarget, sort: SearchSort): string {
  return target.type === "entity"
    ? searchEntityPath({ ...target, sort })
    : searchPath({ sort, query: target.text });
}

/**
 * A search's results (docs/behaviour/search.md#free-text-search): free text, /search/{advance}/{query}, or everything about
 * a profile picked in the header, /search/{advance}/news/{context}&{id}&{name} (with its follow
 * star). The sort switch and "Did you mean …?" are links; the list scrolls for more. Titled
 * "Search (query)"; not for search engines.
 */
export default function SearchResultsPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("search");
  if (!data) return null;
  const { target, sort } = data;
  const entity = target.type === "entity" ? target : null;
  const query = entity ? entity.name : target.type === "freeform" ? target.text : "";
  const entityCount = (total: number) => t("search.results.entityCount", { count: total, name: query });
  const nothing = data.results.length === 0;
  // Free text: the heading is the count ("12 results for “…”"); an entity's says whose stories.
  const heading = entity
    ? t("search.results.entityHeading", { name: query })
    : data.failed
      ? t("search.results.heading", { query })
      : t("search.results.count", { count: data.total, query });
  return (
    <section className="search-page" aria-labelledby="search-heading">
      <PageTitle title={t("search.titled", { query })} />
      <meta name="robots" content="noindex" />
      <SearchForm query={entity ? "" : query} sort={sort} />
      <div className="search-page__heading">
        <h1 id="search-heading">{heading}</h1>
        {entity ? (
          <FollowStar
            profile={{ id: entity.id, context: entity.context, name: entity.name }}
            following={null}
          />
        ) : null}
      </div>
      <nav aria-label={t("search.sort.label")} className="search-sort">
        <span aria-hidden="true">{t("search.sort.label")}</span>
        <ul>
          {SEARCH_SORTS.map((mode) => (
            <li key={mode}>
              <Link to={sortedPath(target, mode)} aria-current={mode === sort ? "page" : undefined}>
                {t(`search.sort.${mode}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchProfiles profiles={data.profiles} />
      {data.suggestion ? (
        <p className="search-page__suggestion">
          {`${t("search.results.didYouMean")} `}
          <Link to={searchPath({ sort, query: data.suggestion })}>
            <em>{data.suggestion}</em>
          </Link>
          {t("search.results.didYouMeanEnd")}
        </p>
      ) : null}
      {data.failed ? (
        <div className="search-page__empty" role="alert">
          <p>{t("search.results.failed")}</p>
          <Link className="button" to={{ search: data.page > 1 ? `?page=${data.page}` : "" }} replace>
            {t("search.results.retry")}
          </Link>
        </div>
      ) : nothing && data.page === 1 ? (
        <div className="search-page__empty">
          <p>
            {entity ? t("search.results.noneEntity", { name: query }) : t("search.results.none", { query })}
          </p>
          {entity ? null : <p>{t("search.results.tips")}</p>}
          <p>
            <Link to={trendingPath()}>{t("search.trending.link")}</Link>
          </p>
        </div>
      ) : (
        <SearchResultsList
          key={`${sortedPath(target, sort)}|${data.page}`}
          target={target}
          sort={sort}
          page={data.page}
          total={data.total}
          endlist={data.endlist}
          results={data.results}
          count={entity ? entityCount : undefined}
        />
      )}
    </section>
  );
}
