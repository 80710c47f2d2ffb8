import { useI18n } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import { formatClock } from "#core/i18n/clock-time.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { calendarPath } from "#core/routing/calendar-urls.ts";
import { sportsScoresPath } from "#core/routing/sports-urls.ts";
import type { ScoreStripGame } from "#core/sports/score-strip.ts";

/** Where a game is: "Live 41'", a kick-off time, or "FT". */
function GameState({ game }: { game: ScoreStripGame }) {
  const i18n = useI18n();
  const t = i18n.t;
  if (game.state === "live") {
    return (
      <span className="score-strip__state score-strip__state--live">
        {t("home.scoreStrip.live")}
        {game.period ? ` ${game.period}` : ""}
      </span>
    );
  }
  if (game.state === "final")
    return <span className="score-strip__state">{t("home.scoreStrip.fullTime")}</span>;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <span className="score-strip__state">
      {game.time_known ? (
        // UTC from the server, the reader's own time once the page's inline script has run.
        <time dateTime={game.start_time} data-clock="">
          {`${formatClock(new Date(game.start_time), locale, "utc")} UTC`}
        </time>
      ) : (
        t("home.scoreStrip.today")
      )}
    </span>
  );
}

function Team({ name, goals }: { name: string; goals: number | null }) {
  return (
    <span className="score-strip__team">
      <span className="score-strip__name">{name}</span>
      <span className="score-strip__goals">{goals ?? ""}</span>
    </span>
  );
}

/**
 * The home's score strip: games in play and the day's games, major leagues first
 * (core/sports/score-strip.ts), each opening its match page, and a link to every score. Server-rendered
 * as a static island: the home is cached for ten seconds, so the page cache refreshes the scores;
 * hydrating the live stream here would cost more first-load JavaScript than the home's budget has.
 */
export function HomeScoreStrip({ games }: { games: ScoreStripGame[] }) {
  const t = useI18n().t;
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="score-strip-heading" className="score-strip">
      <div className="score-strip__head">
        <h2 id="score-strip-heading" className="score-strip__heading">
          {t("home.scoreStrip.heading")}
        </h2>
        <ListLink to={sportsScoresPath()} className="score-strip__all">
          {t("home.scoreStrip.all")}
        </ListLink>
      </div>
      <StaticIsland as="ul" className="score-strip__list" cacheKey={`scores ${JSON.stringify(games)}`}>
        {games.map((game) => (
          <li key={game.id} data-event-id={game.id} data-state={game.state}>
            <ListLink
              to={calendarPath({ context: "sporting_events", id: game.id })}
              className="score-strip__game"
            >
              <span className="score-strip__league">{game.league}</span>
              <Team name={game.home} goals={game.goals[0]} />
              <Team name={game.away} goals={game.goals[1]} />
              <GameState game={game} />
            </ListLink>
          </li>
        ))}
      </StaticIsland>
    </section>
  );
}
