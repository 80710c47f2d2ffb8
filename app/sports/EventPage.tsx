import { Suspense, use, useMemo } from "react";
import { data, Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import type { SportsMenuData } from "#app/layouts/SportsLayout.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { type ArticleCardJson, toArticleCard } from "#core/article-card.ts";
import { formatDate } from "#core/format.ts";
import { isLocale } from "#core/locales.ts";
import { isLive, liveTitleParts, score, streamPath } from "#core/sports-events.ts";
import { calendarPath, sportsScoresPath, sportsStandingsPath } from "#core/urls.ts";
import type { Route } from "./+types/EventPage";
import { Countdown } from "./Countdown.tsx";
import { LiveControls } from "./LiveControls.tsx";
import { readerZone } from "./reader-zone.ts";
import { SportsTopBar } from "./SportsTopBar.tsx";
import { loadEvent, loadEventStories, loadLeagues, numericId } from "./sports-api.ts";
import { useLiveEvents } from "./use-live-events.ts";
import "./sports.css";

export const loader = pageLoader({
  load: async ({ request, params, context }) => {
    const id = numericId(params.id);
    if (id === null) throw data({ message: "content_not_found" }, { status: 404 });
    const [event, leagues] = await Promise.all([loadEvent(context, id), loadLeagues(context)]);
    const sportsMenu: SportsMenuData["sportsMenu"] = { categories: leagues, current: event.league.name };
    return {
      event,
      stories: loadEventStories(context, id).then((list) => list.map((story) => toArticleCard(story))),
      timeZone: readerZone(request),
      streamUrl: streamPath(context.apiPrefix, [event]),
      sportsMenu,
    };
  },
});

/**
 * An event's page (spec §2 "Other screens": event detail with related articles), at
 * /calendar/sporting_events/{id}: teams, score, status and period kept live, kick-off in the
 * reader's zone, and stories about the match. An unknown event is "content not found" (404).
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
  const parts = liveTitleParts(event);
  const title = parts
    ? t("sports.liveTitle", parts)
    : t("sports.versus", { home: event.home.name, away: event.away.name });
  const home = score(event, "home");
  const away = score(event, "away");
  const league = { name: event.league.name, id: event.league.id };
  const kickOff = formatDate(event.start_time, locale, {
    dateStyle: "full",
    ...(event.time_known ? { timeStyle: "short" } : {}),
    timeZone: loaded.timeZone,
  });
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
        {event.round ? (
          <span>
            {" "}
            · {/^\d+$/.test(event.round) ? t("sports.round", { round: event.round }) : event.round}
          </span>
        ) : null}
      </p>
      <h1 id="sports-heading" className="sports-match__title">
        {t("sports.versus", { home: event.home.name, away: event.away.name })}
      </h1>
      <div className="sports-match__board" data-status={event.status.status}>
        <span className="sports-match__team">{event.home.name}</span>
        <span className="sports-match__score">
          <span data-testid="home-score">{home ?? "–"}</span>
          <span aria-hidden="true">:</span>
          <span data-testid="away-score">{away ?? "–"}</span>
        </span>
        <span className="sports-match__team">{event.away.name}</span>
      </div>
      <p className="sports-match__status">
        <span className={isLive(event) ? "sports-live-badge" : undefined}>
          {t(`sports.status.${event.status.status}`)}
        </span>
        {event.status.period ? <span data-testid="event-period"> · {event.status.period}</span> : null}{" "}
        {["fixture", "upcoming"].includes(event.status.status) ? (
          <Countdown event={event} paused={live.state.paused} />
        ) : null}
      </p>
      {loaded.streamUrl ? <LiveControls live={live} /> : null}
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

function StoryList({ stories }: { stories: Promise<ArticleCardJson[]> }) {
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
