import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { trendingPath } from "#core/routing/search-urls.ts";
import type { Route } from "./+types/SearchFormPage";
import { SearchForm } from "./SearchForm.tsx";
import { loadSearchForm } from "./search-page-data.ts";
import { TrendingQueries } from "./TrendingQueries.tsx";
import "./search.css";

export const loader = pageLoader({ load: loadSearchForm });

/**
 * /search and /search/{sort} (docs/behaviour/search.md#search-pages): the search form, which works without scripts,
 * and what people search now. Not for search engines (noindex; robots.txt too).
 */
export default function SearchFormPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("search");
  if (!data) return null;
  return (
    <section className="search-page" aria-labelledby="search-heading">
      <PageTitle title={t("search.title")} />
      <meta name="robots" content="noindex" />
      <h1 id="search-heading">{t("search.title")}</h1>
      <p className="search-page__intro">{t("search.intro")}</p>
      <SearchForm query={data.query} sort={data.sort} empty={data.empty} />
      {data.trending.length > 0 ? (
        <section aria-labelledby="search-trending" className="search-page__block">
          <h2 id="search-trending" className="search-page__subheading">
            {t("search.trending.queries")}
          </h2>
          <TrendingQueries queries={data.trending} labelledBy="search-trending" />
        </section>
      ) : null}
      <p className="search-page__trending">
        <Link to={trendingPath()}>{t("search.trending.link")}</Link>
      </p>
    </section>
  );
}
