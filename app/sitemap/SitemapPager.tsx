import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { sitemapDayPagePath } from "./sitemap-dates.ts";

type Props = { year: number; month: number; day: number; page: number; pages: number };

/** Previous and next links between a day's pages (100 articles each); nothing for a single page. */
export function SitemapPager({ year, month, day, page, pages }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="sitemap-pager" aria-label={t("sitemap.pagination")}>
      {page > 1 ? (
        <Link rel="prev" to={sitemapDayPagePath(year, month, day, page - 1)}>
          {t("sitemap.previous")}
        </Link>
      ) : null}
      <span className="sitemap-pager__status">{t("sitemap.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link rel="next" to={sitemapDayPagePath(year, month, day, page + 1)}>
          {t("sitemap.next")}
        </Link>
      ) : null}
    </nav>
  );
}
