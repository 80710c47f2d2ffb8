import { apiJson } from "#app/api/api-json.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { sitemapPath } from "#core/routing/sitemap-urls.ts";
import type { Route } from "./+types/SitemapMonthPage";
import { SitemapBreadcrumbs } from "./SitemapBreadcrumbs.tsx";
import { SitemapPeriodList } from "./SitemapPeriodList.tsx";
import {
  type CalendarCount,
  monthYearLabel,
  parseSitemapDate,
  periodParts,
  weekdayLabel,
} from "./sitemap-dates.ts";
import { useSitemapFormat } from "./use-sitemap-format.ts";
import "./sitemap.css";

export const loader = pageLoader({
  // Not a month (13, "ab"), or a month still to come: 404.
  validate: ({ params }) => parseSitemapDate(params, new Date()) !== null,
  load: async ({ params, context }) => {
    const year = Number(params.year);
    const month = Number(params.month);
    const query = new URLSearchParams({ language: context.locale, year: String(year), month: String(month) });
    const { counts } = await apiJson<{ counts: CalendarCount[] }>(context, `site/content/calendar?${query}`);
    return { year, month, days: periodParts(counts) };
  },
});

/** /sitemap/{year}/{month}: that month's days with articles in the reader's language, the 1st first. */
export default function SitemapMonthPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const { locale, articleCount } = useSitemapFormat();
  if (!data) return null;
  const { year, month, days } = data;
  const period = monthYearLabel(year, month, locale);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className="sitemap">
      <PageTitle title={t("sitemap.pageTitle", { period })} />
      <SitemapBreadcrumbs date={{ year, month }} />
      <h1>{t("sitemap.monthHeading", { month: period })}</h1>
      {days.length === 0 ? (
        <p className="empty-state">{t("sitemap.emptyMonth", { month: period })}</p>
      ) : (
        <>
          <p className="sitemap__intro">{articleCount(total)}</p>
          <SitemapPeriodList
            id="sitemap-days"
            heading={t("sitemap.days")}
            periods={days.map(({ value, count }) => ({
              to: sitemapPath(year, month, value),
              label: String(value),
              detail: weekdayLabel(year, month, value, locale),
              count,
            }))}
          />
        </>
      )}
    </div>
  );
}
