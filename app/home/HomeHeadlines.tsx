import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/article-card.ts";
import { feedIndexPath } from "#core/urls.ts";

/** The newest stories not shown above, as lines of text, with a link to the headlines feed. */
export function HomeHeadlines({ stories }: { stories: ArticleCardJson[] }) {
  const t = useT();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="headlines-heading" className="flex flex-col gap-3">
      <div className="home-heading">
        <h2 id="headlines-heading" className="m-0 pb-1">
          {t("home.headlines")}
        </h2>
        <ListLink to={feedIndexPath("headlines")} className="text-sm font-semibold">
          {t("home.seeAll")}
        </ListLink>
      </div>
      <StaticIsland
        as="ol"
        className="home-list home-list--ruled"
        cacheKey={`headlines ${JSON.stringify(stories)}`}
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
