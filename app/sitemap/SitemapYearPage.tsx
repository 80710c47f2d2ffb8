import { apiJson } from "#app/api/api-json.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { sitemapPath } from "#core/routing/sitemap-urls.ts";
import type { Route } from "./+types/SitemapYearPage";
import { SitemapBreadcrumbs } from "./SitemapBreadcrumbs.tsx";
import { SitemapPeriodList } from "./SitemapPeriodList.tsx";
import { type CalendarCount, monthLabel, parseSitemapDate, periodParts } from "./sitemap-dates.ts";
import { useSitemapFormat } from "./use-sitemap-format.ts";
import "./sitemap.css";

export const loader = pageLoader({
  // Not a year, or a year still to come: 404.
  validate: ({ params }) => parseSitemapDate(params, new Date()) !== null,
  load: async ({ params, context }) => {
    const year = Number(params.year);
    const query = new URLSearchParams({ language: context.locale, year: String(year) });
    const { counts } = await apiJson<{ counts: CalendarCount[] }>(context, `site/content/calendar?${query}`);
    return { year, months: periodParts(counts) };
  },
});

/** /sitemap/{year}: that year's months with articles in the reader's language, January first. */
export default function SitemapYearPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const { locale, articleCount } = useSitemapFormat();
  if (!data) return null;
  const { year, months } = data;
  const total = months.reduce((sum, month) => sum + month.count, 0);
  return (
    <div className="sitemap">
      <PageTitle title={t("sitemap.pageTitle", { period: year })} />
      <SitemapBreadcrumbs date={{ year }} />
      <h1>{t("sitemap.yearHeading", { year })}</h1>
      {months.length === 0 ? (
        <p className="empty-state">{t("sitemap.emptyYear", { year })}</p>
      ) : (
        <>
          <p className="sitemap__intro">{articleCount(total)}</p>
          <SitemapPeriodList
            id="sitemap-months"
            heading={t("sitemap.months")}
            periods={months.map(({ value, count }) => ({
              to: sitemapPath(year, value),
              label: monthLabel(year, value, locale),
              count,
            }))}
          />
        </>
      )}
    </div>
  );
}
