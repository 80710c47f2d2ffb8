import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/content/article-card.ts";
import { feedPath } from "#core/routing/feed-urls.ts";

/**
 * One section's newest stories and a link to its feed: four cards in a row on a wide screen, a
 * row to swipe sideways on a phone (app.css `.section-row`). The id `section-<key>` is where the
 * header menu's section links land.
 */
export function HomeSectionRow({
  sectionKey,
  label,
  items,
}: {
  sectionKey: string;
  label: string;
  items: ArticleCardJson[];
}) {
  const t = useT();
  const headingId = `section-${sectionKey}-heading`;
  return (
    <section
      id={`section-${sectionKey}`}
      aria-labelledby={headingId}
      className="offscreen-section scroll-mt-4"
    >
      <div className="section-heading">
        <h2 id={headingId} className="m-0 pb-1">
          {label}
        </h2>
        <ListLink
          to={feedPath("headlines", { id: -1, name: sectionKey, context: "sections" })}
          className="text-sm font-semibold"
        >
          {t("home.more", { section: label })}
        </ListLink>
      </div>
      {items.length === 0 ? (
        <p className="text-[var(--color-muted)]">{t("home.sectionEmpty")}</p>
      ) : (
        <StaticIsland as="ul" className="section-row" cacheKey={`section ${JSON.stringify(items)}`}>
          {items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} showSection={false} />
            </li>
          ))}
        </StaticIsland>
      )}
    </section>
  );
}
