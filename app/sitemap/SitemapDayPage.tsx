import { Link } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { PageError, pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import type { ArticleJson } from "#core/content/content.ts";
import { articlePath } from "#core/routing/article-urls.ts";
import { sitemapArticleRef } from "#core/routing/sitemap.ts";
import type { Route } from "./+types/SitemapDayPage";
import { SitemapBreadcrumbs } from "./SitemapBreadcrumbs.tsx";
import { SitemapPager } from "./SitemapPager.tsx";
import {
  type CalendarCount,
  dayCount,
  fullDateLabel,
  parseSitemapDate,
  parseSitemapPage,
  SITEMAP_PER_PAGE,
  sitemapDayRange,
  sitemapPageCount,
  timeLabel,
} from "./sitemap-dates.ts";
import { useSitemapFormat } from "./use-sitemap-format.ts";
import "./sitemap.css";

const pageParam = (request: Request) => parseSitemapPage(new URL(request.url).searchParams.get("page"));

export const loader = pageLoader({
  // Not a real day (30 February), a day still to come, or ?page= below 1 or past the last page the API serves: 404.
  validate: ({ params, request }) =>
    parseSitemapDate(params, new Date()) !== null && pageParam(request) !== null,
  load: async ({ params, request, context }) => {
    const now = new Date();
    const [year, month, day] = [Number(params.year), Number(params.month), Number(params.day)];
    const page = pageParam(request) as number;
    const language = context.locale;
    const counts = new URLSearchParams({ language, year: String(year), month: String(month) });
    const feed = new URLSearchParams({
      ...sitemapDayRange(year, month, day, now),
      language,
      per: String(SITEMAP_PER_PAGE),
      page: String(page),
    });
    const [calendar, articles] = await Promise.all([
      apiJson<{ counts: CalendarCount[] }>(context, `site/content/calendar?${counts}`),
      apiJson<ArticleJson[]>(context, `feed?${feed}`),
    ]);
    const total = dayCount(calendar.counts, year, month, day);
    const pages = sitemapPageCount(total);
    // A page past the day's last one is not a page of this sitemap.
    if (page > pages) throw new PageError(404, "This page could not be found");
    return {
      year,
      month,
      day,
      page,
      pages,
      total,
      // Only what the list shows, so the page's data stays small.
      articles: articles.map((article) => ({
        id: article.id,
        href: articlePath(sitemapArticleRef(article)),
        name: article.name,
        publisher: article.publisher?.name ?? "",
        date: article.publish_date,
      })),
    };
  },
});

/** /sitemap/{year}/{month}/{day}: that day's articles in the reader's language, 100 a page, newest first. */
export default function SitemapDayPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const { locale, articleCount } = useSitemapFormat();
  if (!data) return null;
  const { year, month, day, page, pages, total, articles } = data;
  const date = fullDateLabel(year, month, day, locale);
  const title = t("sitemap.pageTitle", { period: date });
  return (
    <div className="sitemap">
      <PageTitle title={page > 1 ? t("sitemap.pageSuffix", { title, page }) : title} />
      <SitemapBreadcrumbs date={{ year, month, day }} />
      <h1>{t("sitemap.dayHeading", { date })}</h1>
      {articles.length === 0 ? (
        <p className="empty-state">{t("sitemap.emptyDay")}</p>
      ) : (
        <section aria-labelledby="sitemap-articles">
          <h2 id="sitemap-articles">{t("sitemap.articles")}</h2>
          <p className="sitemap__intro">
            {articleCount(total)}
            {pages > 1 ? (
              <span className="sitemap__aside">{t("sitemap.pageOf", { page, pages })}</span>
            ) : null}
          </p>
          <ol className="sitemap-articles" start={(page - 1) * SITEMAP_PER_PAGE + 1}>
            {articles.map((article) => (
              <li key={article.id}>
                <Link to={article.href}>{article.name}</Link>
                <span className="sitemap-articles__meta">
                  <time dateTime={article.date}>{timeLabel(article.date, locale)}</time>
                  {article.publisher ? <span className="sitemap__aside">{article.publisher}</span> : null}
                </span>
              </li>
            ))}
          </ol>
          <SitemapPager year={year} month={month} day={day} page={page} pages={pages} />
        </section>
      )}
    </div>
  );
}
