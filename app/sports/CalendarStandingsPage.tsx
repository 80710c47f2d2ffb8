import { data } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { calendarPath, calendarStandingsPath } from "#core/routing/calendar-urls.ts";
import type { Route } from "./+types/CalendarStandingsPage";
import { LeaguePicker } from "./LeaguePicker.tsx";
import { SportsPageFrame } from "./SportsPageFrame.tsx";
import { StandingsTable } from "./StandingsTable.tsx";
import { loadLeagues, loadStandings, numericId } from "./sports-api.ts";
import "./sports.css";

export const loader = pageLoader({
  load: async ({ params, context }) => {
    const t = context.i18n.t;
    const [kind, id, ...rest] = (params["*"] ?? "").split("/").filter(Boolean);
    const league = numericId(id);
    // A table belongs to a league: /calendar/standings/leagues/{id}, or nothing chosen yet.
    const chosen = kind === "leagues" && league !== null && rest.length === 0;
    if (kind !== undefined && !chosen)
      throw data({ message: "This page could not be found" }, { status: 404 });
    const [leagues, standings] = await Promise.all([
      loadLeagues(context),
      chosen && league !== null ? loadStandings(context, league) : Promise.resolve(null),
    ]);
    const sportsMenu: SportsMenuData["sportsMenu"] = {
      categories: leagues,
      current: standings?.league.name ?? t("sports.all"),
    };
    return { leagues, standings, sportsMenu };
  },
});

/** /calendar/standings/{context?}/{id?} (docs/behaviour/sports.md#calendar-routes): a league's table, or the leagues to pick from. */
export default function CalendarStandingsPage({ loaderData: loaded }: Route.ComponentProps) {
  const t = useT("sports");
  if (!loaded) return null;
  const { leagues, standings } = loaded;
  const heading = standings
    ? t("sports.standingsHeading", { league: standings.league.name })
    : t("sports.calendar.standingsTitle");
  const target = standings ? { context: "leagues", id: standings.league.id } : {};
  return (
    <SportsPageFrame
      title={heading}
      current="standings"
      scoresHref={calendarPath(target as { context: string; id?: number })}
      standingsHref={calendarStandingsPath(target as { context: string; id?: number })}
    >
      {standings ? (
        <StandingsTable standings={standings} />
      ) : (
        <LeaguePicker
          leagues={leagues}
          hrefFor={(league) => calendarStandingsPath({ context: "leagues", id: league.id })}
        />
      )}
    </SportsPageFrame>
  );
}
