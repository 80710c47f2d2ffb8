import { use } from "react";
import { useI18n } from "#app/i18n/use-translation.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import type { ArticleCardJson } from "#core/content/article-card.ts";

/** The stories about a match, as compact cards, or the spec's text when there are none. */
export function MatchStories({ stories }: { stories: Promise<ArticleCardJson[]> }) {
  const { t } = useI18n("sports");
  const list = use(stories);
  if (list.length === 0) return <p className="sports-empty">{t("sports.noStories")}</p>;
  return (
    <ul className="sports-stories">
      {list.map((story) => (
        <li key={story.id}>
          <ArticleCard article={story} variant="compact" />
        </li>
      ))}
    </ul>
  );
}
