import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { lazyIsland } from "#app/ui/lazy-island.tsx";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { followKey } from "#core/favorites/follows.ts";
import { type FavoritesTab, favoritesPath } from "#core/routing/favorites-urls.ts";
import { feedIndexPath, feedPath, type Selected } from "#core/routing/feed-urls.ts";
import type { Route } from "./+types/FavoritesViewPage";
import { loadFavoritesView } from "./favorites-view-data.ts";
import { GuestFollowPrompt } from "./GuestFollowPrompt.tsx";
import { useReloadOnFollow } from "./use-reload-on-follow.ts";
import "#app/sports/sports.css";
import "./favorites.css";

export const loader = pageLoader({ load: (args) => loadFavoritesView(args) });

// The games and tables are the sports pages' own lists: the server renders them and the browser
// loads their code (and the sports texts) off the first load, so this page keeps to its budget.
const LiveScores = lazyIsland(() => import("#app/sports/LiveScores.tsx").then((module) => module.LiveScores));
const StandingsTable = lazyIsland(() =>
  import("#app/sports/StandingsTable.tsx").then((module) => module.StandingsTable),
);

/** The views the tab bar offers; `scores` and `standings` are reached by their links. */
const TABS = ["feed", "myscores", "mystandings"] as const;

const HEADINGS: Record<FavoritesTab, string> = {
  feed: "favorites.views.feedHeading",
  myscores: "favorites.views.scoresHeading",
  scores: "favorites.views.scoresHeading",
  mystandings: "favorites.views.standingsHeading",
  standings: "favorites.views.standingsHeading",
};

/**
 * /favorites/{name}/{selected?}/{feed|myscores|mystandings|scores|standings} (docs/behaviour/favorites.md#favourites-pages
 * "Favorites"): the stories, games or tables of the reader's follows, narrowed to one of them by
 * the chips (the selection). A guest is reminded that their follows are not saved yet.
 */
export default function FavoritesViewPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("favorites");
  useReloadOnFollow();
  if (!page) return null;
  const { tab, selected, follows, stories, events, streamUrl, tables, timeZone, signedIn } = page;
  const followed = follows.map(followKey);
  const current = follows.find(
    (follow) => selected && followKey(follow) === `${selected.context}:${selected.id}`,
  );
  const heading = t(HEADINGS[tab]);
  const title = current ? `${heading}: ${current.common_name || current.name}` : heading;
  const tabPath = (to: FavoritesTab, choice: Selected | null) =>
    choice
      ? favoritesPath({ name: choice.name, selected: choice, tab: to })
      : favoritesPath({ name: "all", tab: to });
  const seeAll = selected && selected.id >= 1 ? feedPath("myfeed", selected) : feedIndexPath("myfeed");

  return (
    <div className="favorites-page">
      <PageTitle title={title} />
      <p className="favorites-back">
        <Link to="/favorites">{t("favorites.title")}</Link>
      </p>
      <h1>{title}</h1>
      {!signedIn && follows.length > 0 ? <GuestFollowPrompt /> : null}
      <nav aria-label={t("favorites.tabs.label")} className="favorites-tabs">
        {TABS.map((to) => (
          <Link
            key={to}
            to={tabPath(to, current ? selected : null)}
            aria-current={
              to === tab ||
              (to === "myscores" && tab === "scores") ||
              (to === "mystandings" && tab === "standings")
                ? "page"
                : undefined
            }
          >
            {t(`favorites.tabs.${to}`)}
          </Link>
        ))}
      </nav>
      {follows.length === 0 ? (
        <div className="favorites-empty" data-testid="favorites-empty">
          <p>{t("favorites.empty.message")}</p>
          <Link className="button" to="/favorites#favorites-picker">
            {t("favorites.empty.action")}
          </Link>
        </div>
      ) : (
        <>
          <ul
            className="favorites-chips"
            aria-label={t("favorites.list.heading")}
            data-testid="favorites-chips"
          >
            <li>
              <Link to={tabPath(tab, null)} aria-current={current ? undefined : "page"}>
                {t("common.all")}
              </Link>
            </li>
            {follows.map((follow) => {
              const name = follow.common_name || follow.name;
              const choice = { id: follow.id, name, context: follow.context };
              return (
                <li key={followKey(follow)}>
                  <Link to={tabPath(tab, choice)} aria-current={current === follow ? "page" : undefined}>
                    {follow.photo.small ? (
                      <img src={follow.photo.small} alt="" width={20} height={20} />
                    ) : null}
                    {name}
                  </Link>
                </li>
              );
            })}
          </ul>
          {tab === "feed" ? (
            stories.length === 0 ? (
              <p className="favorites-none">{t("favorites.views.noStories")}</p>
            ) : (
              <>
                <ul className="favorites-stories">
                  {stories.map((story) => (
                    <li key={story.id}>
                      <ArticleCard article={story} variant="compact" headingLevel={2} />
                    </li>
                  ))}
                </ul>
                <p>
                  <Link className="button" to={seeAll}>
                    {t("favorites.views.moreStories")}
                  </Link>
                </p>
              </>
            )
          ) : tab === "myscores" || tab === "scores" ? (
            <LiveScores
              events={events}
              streamUrl={streamUrl}
              timeZone={timeZone}
              groupBy="day"
              empty={t("favorites.views.noGames")}
            />
          ) : tables.length === 0 ? (
            <p className="favorites-none">{t("favorites.views.noTables")}</p>
          ) : (
            tables.map((table) => (
              <section key={table.league.id} aria-labelledby={`table-${table.league.id}`}>
                <h2 id={`table-${table.league.id}`}>{table.league.name}</h2>
                <StandingsTable standings={table} followed={followed} />
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
