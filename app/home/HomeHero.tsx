import { useT } from "#app/i18n/use-translation.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/content/article-card.ts";

/**
 * The most important stories: the lead, big, and the top stories as a compact list beside it
 * (below it on phones).
 */
export function HomeHero({ lead, top }: { lead: ArticleCardJson | null; top: ArticleCardJson[] }) {
  const t = useT();
  if (!lead) return null;
  return (
    <section aria-labelledby="hero-heading" className="flex flex-col gap-3">
      <h2 id="hero-heading" className="sr-only">
        {t("home.topStories")}
      </h2>
      <StaticIsland className="home-hero" cacheKey={`hero ${JSON.stringify([lead, top])}`}>
        <ArticleCard article={lead} variant="lead" priority />
        <ul className="home-list">
          {top.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} variant="compact" />
            </li>
          ))}
        </ul>
      </StaticIsland>
    </section>
  );
}
