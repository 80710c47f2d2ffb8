import { useT } from "#app/i18n/use-translation.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/article-card.ts";

/** The most important recent stories: a big lead story and the others beside it (below it on phones). */
export function HomeHero({ stories }: { stories: ArticleCardJson[] }) {
  const t = useT();
  const [lead, ...others] = stories;
  if (!lead) return null;
  return (
    <section aria-labelledby="hero-heading" className="flex flex-col gap-3">
      <h2 id="hero-heading" className="sr-only">
        {t("home.topStories")}
      </h2>
      <StaticIsland className="grid gap-6 lg:grid-cols-3" cacheKey={`hero ${JSON.stringify(stories)}`}>
        <div className="lg:col-span-2">
          <ArticleCard article={lead} variant="lead" priority />
        </div>
        <ul className="m-0 grid list-none content-start gap-5 p-0 sm:grid-cols-2 lg:grid-cols-1">
          {others.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} variant="compact" />
            </li>
          ))}
        </ul>
      </StaticIsland>
    </section>
  );
}
