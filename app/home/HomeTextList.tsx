import type { ReactNode } from "react";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/content/article-card.ts";

/**
 * A titled list of stories as lines of text ("Most read", the latest headlines), numbered when
 * `ranked`; `more` is the link beside the title. Nothing at all when there are no stories.
 */
export function HomeTextList({
  id,
  title,
  stories,
  more,
  ranked = false,
}: {
  id: string;
  title: string;
  stories: ArticleCardJson[];
  more?: ReactNode;
  ranked?: boolean;
}) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="section-heading">
        <h2 id={`${id}-heading`} className="m-0 pb-1">
          {title}
        </h2>
        {more}
      </div>
      <StaticIsland
        as="ol"
        className={ranked ? "home-list home-list--ruled home-list--ranked" : "home-list home-list--ruled"}
        cacheKey={`${id} ${JSON.stringify(stories)}`}
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
