import { data, redirect } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { fetchReaderFollows } from "#app/favorites/reader-follows.ts";
import { useT } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { favoriteMenuEntries } from "#core/favorites/favorite-menu.ts";
import { followKey } from "#core/favorites/follows.ts";
import { localizeStandings } from "#core/i18n/localized-names.ts";
import { sportsAllEntry, sportsScoresPath, sportsStandingsPath } from "#core/routing/sports-urls.ts";
import { parseCategoryPath } from "#core/sports/sports-dates.ts";
import type { StandingsJson } from "#core/sports/standings-json.ts";
import type { Route } from "./+types/StandingsPage";
import { LeaguePicker } from "./LeaguePicker.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";
import { SportsPageFrame } from "./SportsPageFrame.tsx";
import { StandingsTable } from "./StandingsTable.tsx";
import { loadLeagues, loadStandings } from "./sports-api.ts";
import { categoryFromId, categoryName, categoryTarget } from "./sports-category.ts";
import "./sports.css";

/** How many followed leagues' tables the favorites view shows. */
const FOLLOWED_TABLES = 10;

export const loader = pageLoader({
  load: async ({ params, context }) => {
    const t = context.i18n.t;
    // /sports/standings with nothing after it is every league's tables, as the menu links them.
    if ((params["*"] ?? "") === "") throw redirect(sportsStandingsPath(sportsAllEntry(t("common.all"))));
    const path = parseCategoryPath((params["*"] ?? "").split("/"));
    let category = path && categoryFromId(path.id, path.name);
    if (!path || !category) throw data({ message: "This page could not be found" }, { status: 404 });
    const [leagues, follows] = await Promise.all([loadLeagues(context), fetchReaderFollows(context)]);
    let tables: StandingsJson[] = [];
    let signIn = false;
    if (category.kind === "league") {
      const table = await loadStandings(context, category.id);
      category = { ...category, name: table.league.name };
      tables = [table];
    } else if (category.kind === "favorites") {
      signIn = !context.user;
      if (!signIn) {
        tables = (
          await apiJson<StandingsJson[]>(context, `follows/related_leagues?per=${FOLLOWED_TABLES}&page=1`)
        ).map((table) => localizeStandings(table, context.locale));
      }
    }
    const followed = follows.map(followKey);
    const sportsMenu: SportsMenuData["sportsMenu"] = {
      favorites: favoriteMenuEntries(follows),
      categories: leagues,
      current: categoryName(category, t),
    };
    return { category, leagues, tables, signIn, sportsMenu, followed };
  },
});

/** /sports/standings/{name?}/{id} (docs/behaviour/sports.md#sports-pages): a league's table, or the reader's leagues' tables. */
export default function StandingsPage({ loaderData: loaded }: Route.ComponentProps) {
  const t = useT("sports");
  if (!loaded) return null;
  const { category, leagues, tables, signIn, followed } = loaded;
  const target = categoryTarget(category, t);
  const name = categoryName(category, t);
  const heading = t("sports.standingsHeading", { league: name });
  return (
    <SportsPageFrame
      title={heading}
      current="standings"
      scoresHref={sportsScoresPath(target)}
      standingsHref={sportsStandingsPath(target)}
      follow={
        category.kind === "league" ? (
          <FollowStar
            profile={{ id: category.id, context: "leagues", name }}
            following={followed.includes(`leagues:${category.id}`)}
          />
        ) : undefined
      }
    >
      {signIn ? (
        <SignInPrompt />
      ) : category.kind === "league" ? (
        <StandingsTable standings={tables[0]} followed={followed} />
      ) : category.kind === "favorites" && tables.length > 0 ? (
        tables.map((table) => (
          <section key={table.league.id} aria-labelledby={`table-${table.league.id}`}>
            <h2 id={`table-${table.league.id}`}>{table.league.name}</h2>
            <StandingsTable standings={table} followed={followed} />
          </section>
        ))
      ) : (
        <LeaguePicker
          leagues={leagues}
          hrefFor={(league) => sportsStandingsPath({ name: league.name, id: league.id })}
        />
      )}
    </SportsPageFrame>
  );
}
