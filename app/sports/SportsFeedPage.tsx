import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { fetchReaderFollows } from "#app/favorites/reader-follows.ts";
import { useT } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { toArticleCard } from "#core/content/article-card.ts";
import type { ArticleJson } from "#core/content/content.ts";
import { favoriteMenuEntries } from "#core/favorites/favorite-menu.ts";
import { followKey } from "#core/favorites/follows.ts";
import { localizeArticle } from "#core/i18n/localized-names.ts";
import { sportsScoresPath, sportsStandingsPath } from "#core/routing/sports-urls.ts";
import { parseCategoryPath } from "#core/sports/sports-dates.ts";
import type { Route } from "./+types/SportsFeedPage";
import { SportsPageFrame } from "./SportsPageFrame.tsx";
import { loadLeagues } from "./sports-api.ts";
import { categoryFromId, categoryTarget } from "./sports-category.ts";
import "./sports.css";

const PER = 10;

export const loader = pageLoader({
  load: async ({ params, context }) => {
    const path = parseCategoryPath((params["*"] ?? "").split("/"));
    const category = path && categoryFromId(path.id, path.name);
    // Stories are about a league: the fixed entries have none of their own.
    if (category?.kind !== "league") {
      throw data({ message: "This page could not be found" }, { status: 404 });
    }
    const [leagues, stories, follows] = await Promise.all([
      loadLeagues(context),
      apiJson<ArticleJson[]>(context, `profiles/leagues/${category.id}/feed?page=1&per=${PER}`),
      fetchReaderFollows(context),
    ]);
    const name = leagues.find((league) => Number(league.id) === category.id)?.name ?? path?.name ?? "";
    const followed = follows.map(followKey);
    const sportsMenu: SportsMenuData["sportsMenu"] = {
      favorites: favoriteMenuEntries(follows),
      categories: leagues,
      current: name,
    };
    return {
      category: { ...category, name },
      stories: stories.map((story) => toArticleCard(localizeArticle(story, context.locale))),
      sportsMenu,
      following: followed.includes(`leagues:${category.id}`),
    };
  },
});

/** /sports/feed/{name?}/{id} (docs/behaviour/sports.md#sports-pages): the stories about a league. */
export default function SportsFeedPage({ loaderData: loaded }: Route.ComponentProps) {
  const t = useT("sports");
  if (!loaded) return null;
  const { category, stories, following } = loaded;
  const target = categoryTarget(category, t);
  const heading = t("sports.feedHeading", { league: category.name });
  return (
    <SportsPageFrame
      title={heading}
      current="feed"
      scoresHref={sportsScoresPath(target)}
      standingsHref={sportsStandingsPath(target)}
      follow={
        <FollowStar
          profile={{ id: category.id, context: "leagues", name: category.name }}
          following={following}
        />
      }
    >
      {stories.length === 0 ? (
        <p className="sports-empty">{t("sports.noStories")}</p>
      ) : (
        <ul className="sports-stories">
          {stories.map((story) => (
            <li key={story.id}>
              <ArticleCard article={story} variant="compact" headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </SportsPageFrame>
  );
}
