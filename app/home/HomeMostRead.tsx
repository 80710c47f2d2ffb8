import { useT } from "#app/i18n/use-translation.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/article-card.ts";

/**
 * "Most read": the stories readers opened most in the last two days, numbered, as lines of text.
 * Left out when nobody has read anything yet — an empty ranking says nothing.
 */
export function HomeMostRead({ stories }: { stories: ArticleCardJson[] }) {
  const t = useT();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="most-read-heading" className="flex flex-col gap-3">
      <div className="home-heading">
        <h2 id="most-read-heading" className="m-0 pb-1">
          {t("home.mostRead")}
        </h2>
      </div>
      <StaticIsland
        as="ol"
        className="home-list home-list--ruled home-list--ranked"
        cacheKey={`most-read ${JSON.stringify(stories)}`}
      >
        {stories.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} variant="headline" />
          </li>
        ))}
      </StaticIsland>
    </section>
  );
}
