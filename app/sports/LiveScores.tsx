import { useI18n } from "#app/i18n/use-translation.ts";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { eventsByDay, eventsByLeague, isLive } from "#core/sports/sports-events.ts";
import { EventRow } from "./EventRow.tsx";
import { LiveControls } from "./LiveControls.tsx";
import { useLiveEvents } from "./use-live-events.ts";

/**
 * A list of games that updates in place from the live stream, grouped by league (scores pages)
 * or by day (the calendar). `empty` is the spec's text for a list without games.
 */
export function LiveScores({
  events,
  streamUrl,
  timeZone,
  groupBy,
  empty,
}: {
  events: SportingEventJson[];
  streamUrl: string | null;
  timeZone: string;
  groupBy: "league" | "day";
  empty: string;
}) {
  const i18n = useI18n();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const live = useLiveEvents(events, streamUrl);
  const shown = live.state.events;
  if (shown.length === 0) {
    return (
      <p className="sports-empty" data-testid="sports-empty">
        {empty}
      </p>
    );
  }
  const groups =
    groupBy === "league"
      ? eventsByLeague(shown).map((group) => ({
          key: `league-${group.league.id}`,
          heading: group.league.name,
          photo: group.league.photo?.thumbnail ?? null,
          events: group.events,
        }))
      : eventsByDay(shown, timeZone).map((group) => ({
          key: `day-${group.day}`,
          heading: formatDate(`${group.day}T12:00:00Z`, locale, {
            weekday: "long",
            day: "numeric",
            month: "long",
            timeZone: "UTC",
          }),
          photo: null,
          events: group.events,
        }));
  // The pause switch (WCAG 2.2.2) sits beside the list that moves: in the heading row of the
  // first group with a game in play, or of the first group when only countdowns run.
  const controlsAt = streamUrl
    ? (groups.find((group) => group.events.some((event) => isLive(event))) ?? groups[0]).key
    : null;
  return (
    <div className="sports-live">
      {groups.map((group) => (
        <section key={group.key} className="sports-group" aria-labelledby={`${group.key}-h`}>
          <div className="sports-group__head">
            <h2 id={`${group.key}-h`} className="sports-group__heading">
              <img
                src={group.photo || "/brand/soccer-ball.svg"}
                alt=""
                width="20"
                height="20"
                loading="lazy"
              />
              {group.heading}
            </h2>
            {group.key === controlsAt ? <LiveControls live={live} /> : null}
          </div>
          <ul className="sports-events">
            {group.events.map((event) => (
              <EventRow key={event.id} event={event} timeZone={timeZone} paused={live.state.paused} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
