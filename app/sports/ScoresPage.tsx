import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import { fetchReaderFollows } from "#app/favorites/reader-follows.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { favoriteMenuEntries } from "#core/favorites/favorite-menu.ts";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import {
  isIsoDate,
  sportsScoresCalendarPath,
  sportsScoresPath,
  sportsStandingsPath,
} from "#core/routing/sports-urls.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { dayIn, dayQuery, parseScoresPath } from "#core/sports/sports-dates.ts";
import { streamPath } from "#core/sports/sports-events.ts";
import type { Route } from "./+types/ScoresPage";
import { DayStrip } from "./DayStrip.tsx";
import { LiveScores } from "./LiveScores.tsx";
import { readerZone } from "./reader-zone.ts";
import { SignInPrompt } from "./SignInPrompt.tsx";
import { SportsPageFrame } from "./SportsPageFrame.tsx";
import { type EventsQuery, loadEvents, loadLeagues } from "./sports-api.ts";
import { categoryFromId, categoryName, categoryTarget, type SportsCategory } from "./sports-category.ts";
import "./sports.css";

// The month grid shows only on the calendar form of the page: its code loads with it, not with
// every scores page (the server renders it; hydration waits for the chunk inside its boundary).
const MonthCalendar = lazy(() =>
  import("./MonthCalendar.tsx").then((module) => ({ default: module.MonthCalendar })),
);

const NOT_FOUND = () => data({ message: "This page could not be found" }, { status: 404 });

/** Which events, for one category and day, the events API is asked for (docs/behaviour/sports.md#events-calls). */
function eventsQuery(category: SportsCategory, day: { d: number; z: number }): EventsQuery {
  switch (category.kind) {
    case "all":
      return { context: "all", d: [day.d], z: day.z };
    case "favorites":
      return { context: "favorites", d: [day.d], z: day.z };
    // What is on now, whatever the date in the path.
    case "live":
      return { context: "live", z: day.z };
    case "league":
      return { context: "leagues", id: category.id, d: [day.d], z: day.z };
  }
}

export const loader = pageLoader({
  load: async ({ request, params, context }) => {
    const t = context.i18n.t;
    const path = parseScoresPath((params["*"] ?? "").split("/"));
    let category = path && categoryFromId(path.id, path.name);
    if (!path || !category) throw NOT_FOUND();
    const timeZone = readerZone(request);
    const now = new Date();
    const today = dayIn(now, timeZone);
    const [leagues, follows] = await Promise.all([loadLeagues(context), fetchReaderFollows(context)]);
    if (category.kind === "league") {
      const id = category.id;
      category = {
        ...category,
        name: leagues.find((league) => Number(league.id) === id)?.name ?? path.name,
      };
    }
    const target = categoryTarget(category, t);
    // The date form posts ?date= when scripts are off: the page's address is the path form.
    const asked = new URL(request.url).searchParams.get("date");
    if (asked !== null) {
      if (!isIsoDate(asked)) throw NOT_FOUND();
      throw redirect(sportsScoresPath({ ...target, date: asked }));
    }
    const date = path.date ?? today;
    const day = dayQuery(date, now, timeZone);
    const signIn = category.kind === "favorites" && !context.user;
    let events: SportingEventJson[] = [];
    if (day && !signIn) events = await loadEvents(context, eventsQuery(category, day));
    // Only games that can still change are watched.
    const streamUrl = streamPath(context.apiPrefix, events);
    const sportsMenu: SportsMenuData["sportsMenu"] = {
      favorites: favoriteMenuEntries(follows),
      categories: leagues,
      current: categoryName(category, t),
    };
    return {
      category,
      date,
      today,
      timeZone,
      events,
      streamUrl,
      signIn,
      calendar: path.calendar,
      sportsMenu,
    };
  },
});

/**
 * /sports, /esportes and /sports/scores/{name?}/{id?}/{date}[/calendar] (docs/behaviour/sports.md#sports-pages): the
 * games of one day for everything, a league, the reader's favorites or what is live now, with
 * live scores; the calendar form shows the month to pick a day from.
 */
export default function ScoresPage({ loaderData: loaded }: Route.ComponentProps) {
  const i18n = useI18n("sports");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  if (!loaded) return null;
  const { category, date, today, timeZone, events, streamUrl, signIn, calendar } = loaded;
  const target = categoryTarget(category, t);
  const name = categoryName(category, t);
  const hrefFor = (day: string) => sportsScoresPath({ ...target, date: day });
  const dateLabel = formatDate(`${date}T12:00:00Z`, locale, { dateStyle: "long", timeZone: "UTC" });
  const live = category.kind === "live";
  return (
    <SportsPageFrame
      title={t("sports.scoresTitle", { category: name, date: dateLabel })}
      heading={t("sports.scoresHeading", { category: name })}
      current="scores"
      scoresHref={sportsScoresPath(target)}
      standingsHref={sportsStandingsPath(
        category.kind === "live" ? categoryTarget({ kind: "all" }, t) : target,
      )}
    >
      {live ? null : (
        <DayStrip
          date={date}
          today={today}
          hrefFor={hrefFor}
          calendarHref={sportsScoresCalendarPath({ ...target, date })}
        />
      )}
      {calendar ? (
        <Suspense fallback={null}>
          <MonthCalendar
            date={date}
            today={today}
            dayHref={hrefFor}
            monthHref={(day) => sportsScoresCalendarPath({ ...target, date: day })}
          />
        </Suspense>
      ) : null}
      {signIn ? (
        <SignInPrompt />
      ) : (
        <LiveScores
          events={events}
          streamUrl={streamUrl}
          timeZone={timeZone}
          groupBy="league"
          empty={t(live ? "sports.noOngoing" : "sports.noGames")}
        />
      )}
    </SportsPageFrame>
  );
}
