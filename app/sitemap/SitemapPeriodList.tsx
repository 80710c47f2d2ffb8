import { Link } from "react-router";
import { useSitemapFormat } from "./use-sitemap-format.ts";

export type SitemapPeriod = {
  to: string;
  label: string;
  /** A second line under the label, e.g. the weekday of a day. */
  detail?: string;
  count: number;
};

/** A titled grid of years, months or days, each a link with its article count. */
export function SitemapPeriodList({
  id,
  heading,
  periods,
}: {
  id: string;
  heading: string;
  periods: SitemapPeriod[];
}) {
  const { articleCount } = useSitemapFormat();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="sitemap-grid">
        {periods.map((period) => (
          <li key={period.to}>
            <Link className="sitemap-card" to={period.to}>
              <span className="sitemap-card__label">{period.label}</span>
              {period.detail ? <span className="sitemap-card__detail">{period.detail}</span> : null}
              <span className="sitemap-card__count">{articleCount(period.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
