import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import type { Route } from "./+types/TrendingPage";
import { SearchForm } from "./SearchForm.tsx";
import { loadTrending } from "./search-page-data.ts";
import { TrendingQueries } from "./TrendingQueries.tsx";
import "./search.css";

export const loader = pageLoader({ load: loadTrending });

/**
 * /search/trending/{query?} (docs/behaviour/search.md#search-pages, docs/decisions/0069-search-pages-and-header-dropdown.md): the searches most made and the
 * stories most read in the last hours, in the reader's language; {query} fills the search field.
 */
export default function TrendingPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("search");
  if (!data) return null;
  return (
    <section className="search-page search-page--wide" aria-labelledby="trending-heading">
      <PageTitle title={t("search.trending.title")} />
      <meta name="robots" content="noindex" />
      <h1 id="trending-heading">{t("search.trending.title")}</h1>
      <SearchForm query={data.query} sort="relevance" />
      {data.failed ? (
        <p className="search-page__empty" role="alert">
          {t("search.results.failed")}
        </p>
      ) : (
        <div className="trending-columns">
          <section aria-labelledby="trending-queries" className="search-page__block">
            <h2 id="trending-queries" className="search-page__subheading">
              {t("search.trending.queries")}
            </h2>
            {data.queries.length > 0 ? (
              <TrendingQueries queries={data.queries} labelledBy="trending-queries" counts />
            ) : (
              <p className="search-page__empty">{t("search.trending.empty")}</p>
            )}
          </section>
          {data.stories.length > 0 ? (
            <section aria-labelledby="trending-stories" className="search-page__block">
              <h2 id="trending-stories" className="search-page__subheading">
                {t("search.trending.stories")}
              </h2>
              <ol className="search-results">
                {data.stories.map((story, index) => (
                  <li key={story.id}>
                    <ArticleCard article={story} variant="compact" priority={index < 2} />
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      )}
    </section>
  );
}
