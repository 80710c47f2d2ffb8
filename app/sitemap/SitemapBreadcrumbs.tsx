import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { sitemapPath } from "#core/routing/sitemap-urls.ts";
import { monthLabel, type SitemapDate } from "./sitemap-dates.ts";
import { useSitemapFormat } from "./use-sitemap-format.ts";

/**
 * Sitemap › year › month › day. Each level links up; the page's own level is plain text marked
 * `aria-current="page"`, so a screen reader says where the reader is.
 */
export function SitemapBreadcrumbs({ date }: { date?: SitemapDate }) {
  const t = useT();
  const { locale } = useSitemapFormat();
  const crumbs = [{ label: t("sitemap.title"), to: sitemapPath() }];
  if (date) {
    const { year, month, day } = date;
    crumbs.push({ label: String(year), to: sitemapPath(year) });
    if (month !== undefined) {
      crumbs.push({ label: monthLabel(year, month, locale), to: sitemapPath(year, month) });
      if (day !== undefined) crumbs.push({ label: String(day), to: sitemapPath(year, month, day) });
    }
  }
  return (
    <nav className="sitemap-breadcrumbs" aria-label={t("sitemap.breadcrumb")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
