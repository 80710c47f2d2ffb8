import { data } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { calendarStandingsPath } from "#core/routing/calendar-urls.ts";
import { sportsScoresPath } from "#core/routing/sports-urls.ts";
import { EVENTS_PER_MAX } from "#core/sports/sporting-events.ts";
import { utcOffsetHours } from "#core/sports/sports-dates.ts";
import type { Route } from "./+types/CalendarPage";
import { CalendarEvents } from "./CalendarEvents.tsx";
import { readerZone } from "./reader-zone.ts";
import { SignInPrompt } from "./SignInPrompt.tsx";
import { SportsPageFrame } from "./SportsPageFrame.tsx";
import { type EventsQuery, eventsSearch, loadEvents, loadLeagues, numericId } from "./sports-api.ts";
import "./sports.css";

/** The calendar shows a week from the reader's today. */
const WEEK = [0, 1, 2, 3, 4, 5, 6];

const NOT_FOUND = () => data({ message: "This page could not be found" }, { status: 404 });

/** /calendar/{context?}/{id?}: all events, a league's or a team's (with its id), or what is live. */
function calendarQuery(segments: string[], z: number): EventsQuery | null {
  const [context, id, ...rest] = segments.filter(Boolean);
  if (rest.length > 0) return null;
  if (context === undefined || (context === "all" && id === undefined)) return { context: "all", d: WEEK, z };
  if (context === "live" && id === undefined) return { context: "live", z };
  // docs/behaviour/sports.md#calendar-screens: a calendar of the events of the reader's follows.
  if (context === "favorites" && id === undefined) return { context: "favorites", d: WEEK, z };
  if (context === "leagues" || context === "teams") {
    const numeric = numericId(id);
    return numeric === null ? null : { context, id: numeric, d: WEEK, z };
  }
  return null;
}

export const loader = pageLoader({
  load: async ({ request, params, context }) => {
    const t = context.i18n.t;
    const timeZone = readerZone(request);
    const query = calendarQuery((params["*"] ?? "").split("/"), utcOffsetHours(new Date(), timeZone));
    if (!query) throw NOT_FOUND();
    // docs/behaviour/favorites.md#following: the favourites' event list asks a guest to sign in.
    const signIn = query.context === "favorites" && !context.user;
    const [leagues, events] = await Promise.all([
      loadLeagues(context),
      signIn ? Promise.resolve([]) : loadEvents(context, query),
    ]);
    let name: string | null = null;
    if (query.context === "leagues") {
      name = leagues.find((league) => Number(league.id) === query.id)?.name ?? events[0]?.league.name ?? null;
    } else if (query.context === "teams") {
      const side = events.flatMap((event) => [event.home, event.away]).find((team) => team.id === query.id);
      name = side?.name ?? null;
    } else if (query.context === "live") {
      name = t("sports.live");
    } else if (query.context === "favorites") {
      name = t("sports.favorites");
    }
    const sportsMenu: SportsMenuData["sportsMenu"] = {
      categories: leagues,
      current: name ?? t("sports.all"),
    };
    return { query, name, events, timeZone, apiPrefix: context.apiPrefix, sportsMenu, signIn };
  },
});

/**
 * /calendar/{context?}/{id?} (docs/behaviour/sports.md#calendar-routes, "Other screens"): the coming week's events by
 * day, for everything, a league or a team, paged by the events-list rules of docs/behaviour/sports.md#events-lists.
 */
export default function CalendarPage({ loaderData: loaded }: Route.ComponentProps) {
  const t = useT("sports");
  if (!loaded) return null;
  const { query, name, events, timeZone, apiPrefix, signIn } = loaded;
  const heading = name ? t("sports.calendar.headingOf", { name }) : t("sports.calendar.heading");
  const league = query.context === "leagues" ? { context: "leagues", id: query.id } : {};
  return (
    <SportsPageFrame
      title={heading}
      current="scores"
      scoresHref={
        query.context === "leagues" && query.id
          ? sportsScoresPath({ name: name ?? undefined, id: query.id })
          : sportsScoresPath()
      }
      standingsHref={calendarStandingsPath(league as { context: string; id?: number })}
    >
      {signIn ? (
        <SignInPrompt />
      ) : (
        <CalendarEvents
          events={events}
          per={EVENTS_PER_MAX}
          pageUrl={(page) => `${apiPrefix}${eventsSearch(query, page)}`}
          apiPrefix={apiPrefix}
          timeZone={timeZone}
        />
      )}
    </SportsPageFrame>
  );
}
