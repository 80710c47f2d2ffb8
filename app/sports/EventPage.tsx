import { lazy, Suspense, useMemo } from "react";
import { data, Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { calendarPath } from "#core/routing/calendar-urls.ts";
import { sportsScoresPath, sportsStandingsPath } from "#core/routing/sports-urls.ts";
import {
  isLive,
  liveTitleParts,
  roundText,
  score,
  scoreText,
  streamPath,
} from "#core/sports/sports-events.ts";
import type { Route } from "./+types/EventPage";
import { Countdown } from "./Countdown.tsx";
import { LiveControls } from "./LiveControls.tsx";
import { readerZone } from "./reader-zone.ts";
import { SportsTopBar } from "./SportsTopBar.tsx";
import { loadEvent, loadEventStories, loadLeagues, numericId } from "./sports-api.ts";
import { useLiveEvents } from "./use-live-events.ts";
import "./sports.css";

// The match sheet (badges, scorers, timeline, line-ups) and the stories are drawn on the server and its code
// loads after the page's first JavaScript, within the JavaScript budget of a page (decision 0060):
// hydration waits for it inside each boundary, so the server's HTML stays until then.
const TeamBadge = lazy(() => import("./TeamBadge.tsx").then((m) => ({ default: m.TeamBadge })));
const MatchScorers = lazy(() => import("./MatchScorers.tsx").then((m) => ({ default: m.MatchScorers })));
const MatchTimeline = lazy(() => import("./MatchTimeline.tsx").then((m) => ({ default: m.MatchTimeline })));
const StoryList = lazy(() => import("./MatchStories.tsx").then((m) => ({ default: m.MatchStories })));
const MatchLineups = lazy(() => import("./MatchLineups.tsx").then((m) => ({ default: m.MatchLineups })));

/** A badge's place while its code loads: the same size, so nothing moves. */
function Badge({ team, size }: { team: Parameters<typeof TeamBadge>[0]["team"]; size: number }) {
  return (
    <Suspense fallback={<span className="sports-badge" style={{ width: size, height: size }} />}>
      <TeamBadge team={team} size={size} />
    </Suspense>
  );
}

export const loader = pageLoader({
  load: async ({ request, params, context }) => {
    const id = numericId(params.id);
    if (id === null) throw data({ message: "content_not_found" }, { status: 404 });
    const [event, leagues] = await Promise.all([loadEvent(context, id), loadLeagues(context)]);
    const sportsMenu: SportsMenuData["sportsMenu"] = { categories: leagues, current: event.league.name };
    return {
      event,
      // The two teams' stories first, in the page's language first (the API's order).
      stories: loadEventStories(context, id, context.locale).then((list) =>
        list.map((story) => toArticleCard(story)),
      ),
      timeZone: readerZone(request),
      streamUrl: streamPath(context.apiPrefix, [event]),
      sportsMenu,
    };
  },
});

const NOT_STARTED = ["fixture", "upcoming"];

/**
 * An event's page, the match centre (docs/behaviour/sports.md#calendar-screens: event detail with related
 * articles), at /calendar/sporting_events/{id}: both teams with their badges, the score ("1–0")
 * and each side's scorers, status and period kept live, the goals as a timeline, the line-ups
 * when the data has them, kick-off in the reader's zone, and stories about the two teams. An
 * unknown event is "content not found" (404).
 */
export default function EventPage({ loaderData: loaded }: Route.ComponentProps) {
  const i18n = useI18n("sports");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  // One list per loader answer: a new array each render would start the live list over each time.
  const initial = useMemo(() => (loaded ? [loaded.event] : []), [loaded]);
  const live = useLiveEvents(initial, loaded?.streamUrl ?? null);
  if (!loaded) return null;
  const event = live.state.events[0] ?? loaded.event;
  // The stream carries the event as lists show it; the line-ups come with the page only.
  const lineups = loaded.event.lineups ?? null;
  const parts = liveTitleParts(event);
  const versus = t("sports.versus", { home: event.home.name, away: event.away.name });
  const title = parts ? t("sports.liveTitle", parts) : versus;
  const home = score(event, "home");
  const away = score(event, "away");
  const result = scoreText(home, away);
  const notStarted = NOT_STARTED.includes(event.status.status);
  const league = { name: event.league.name, id: event.league.id };
  const kickOff = formatDate(event.start_time, locale, {
    dateStyle: "full",
    ...(event.time_known ? { timeStyle: "short" } : {}),
    timeZone: loaded.timeZone,
  });
  const kickOffTime = event.time_known
    ? formatDate(event.start_time, locale, { hour: "numeric", minute: "2-digit", timeZone: loaded.timeZone })
    : null;
  return (
    <article className="sports-page sports-match" aria-labelledby="sports-heading" data-event-id={event.id}>
      <PageTitle title={title} />
      <SportsTopBar
        current="scores"
        scoresHref={sportsScoresPath(league)}
        standingsHref={sportsStandingsPath(league)}
      />
      <p className="sports-match__league">
        <Link to={calendarPath({ context: "leagues", id: event.league.id })}>{event.league.name}</Link>
        {event.round ? <span> · {roundText(event.round, t)}</span> : null}
      </p>
      <h1 id="sports-heading" className="sr-only">
        {versus}
      </h1>
      <div className="sports-match__board" data-status={event.status.status}>
        <div className="sports-match__side" data-side="home">
          <Badge team={event.home} size={56} />
          <span className="sports-match__team">{event.home.name}</span>
          <Suspense fallback={null}>
            <MatchScorers goals={event.goals} side="home" />
          </Suspense>
        </div>
        <div className="sports-match__centre">
          {notStarted || result === null ? (
            <span className="sports-match__kickoff" data-testid="event-score">
              {kickOffTime ? <time dateTime={event.start_time}>{kickOffTime}</time> : "–"}
            </span>
          ) : (
            <>
              <span className="sports-match__score" data-testid="event-score" aria-hidden="true">
                <span data-testid="home-score">{home}</span>
                {/* An en dash, as newspapers print a score: "1–0". */}
                {"\u2013"}
                <span data-testid="away-score">{away}</span>
              </span>
              <span className="sr-only">
                {t("sports.scoreLabel", {
                  home: event.home.name,
                  homeScore: home,
                  away: event.away.name,
                  awayScore: away,
                })}
              </span>
            </>
          )}
          <p className="sports-match__status">
            <span className={isLive(event) ? "sports-live-badge" : undefined}>
              {t(`sports.status.${event.status.status}`)}
            </span>
            {event.status.period ? <span data-testid="event-period">{event.status.period}</span> : null}
          </p>
          {notStarted ? <Countdown event={event} paused={live.state.paused} /> : null}
        </div>
        <div className="sports-match__side" data-side="away">
          <Badge team={event.away} size={56} />
          <span className="sports-match__team">{event.away.name}</span>
          <Suspense fallback={null}>
            <MatchScorers goals={event.goals} side="away" />
          </Suspense>
        </div>
      </div>
      {loaded.streamUrl ? <LiveControls live={live} /> : null}
      <Suspense fallback={null}>
        {notStarted ? null : <MatchTimeline event={event} />}
        {lineups ? <MatchLineups lineups={lineups} home={event.home} away={event.away} /> : null}
      </Suspense>
      <dl className="sports-match__facts">
        <dt>{t("sports.kickOff")}</dt>
        <dd>
          <time dateTime={event.start_time}>{kickOff}</time>
        </dd>
      </dl>
      <RelatedStories stories={loaded.stories} />
    </article>
  );
}

function RelatedStories({ stories }: { stories: Promise<ArticleCardJson[]> }) {
  const { t } = useI18n("sports");
  return (
    <section className="sports-related" aria-labelledby="sports-related-heading">
      <h2 id="sports-related-heading">{t("sports.related")}</h2>
      <Suspense fallback={<p>{t("sports.loading")}</p>}>
        <StoryList stories={stories} />
      </Suspense>
    </section>
  );
}
