import { apiJson } from "#app/api/api-json.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { sitemapPath } from "#core/routing/sitemap-urls.ts";
import type { Route } from "./+types/SitemapPage";
import { SitemapBreadcrumbs } from "./SitemapBreadcrumbs.tsx";
import { SitemapPeriodList } from "./SitemapPeriodList.tsx";
import { type CalendarCount, yearCounts } from "./sitemap-dates.ts";
import "./sitemap.css";

export const loader = pageLoader({
  load: async ({ context }) => {
    // Every month's count in the reader's language; a few hundred rows even after decades.
    const query = new URLSearchParams({ language: context.locale });
    const { counts } = await apiJson<{ counts: CalendarCount[] }>(context, `site/content/calendar?${query}`);
    return { years: yearCounts(counts) };
  },
});

/** /sitemap (docs/behaviour/routes.md#sitemap): the years with articles in the reader's language, newest first. */
export default function SitemapPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  if (!data) return null;
  return (
    <div className="sitemap">
      <SitemapBreadcrumbs />
      <h1>{t("sitemap.title")}</h1>
      <p className="sitemap__intro">{t("sitemap.intro")}</p>
      {data.years.length === 0 ? (
        <p className="empty-state">{t("sitemap.empty")}</p>
      ) : (
        <SitemapPeriodList
          id="sitemap-years"
          heading={t("sitemap.years")}
          periods={data.years.map(({ year, count }) => ({
            to: sitemapPath(year),
            label: String(year),
            count,
          }))}
        />
      )}
    </div>
  );
}
