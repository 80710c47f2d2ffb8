import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { calendarPath } from "#core/routing/calendar-urls.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { isLive, score } from "#core/sports/sports-events.ts";
import { Countdown } from "./Countdown.tsx";

const NOT_STARTED = ["fixture", "upcoming"];

/**
 * One game in a list: kick-off time (in the reader's zone) or its status, the two teams and the
 * score, and a countdown before it starts. The whole row opens the event page.
 */
export function EventRow({
  event,
  timeZone,
  paused,
}: {
  event: SportingEventJson;
  timeZone: string;
  paused: boolean;
}) {
  const i18n = useI18n("sports");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const live = isLive(event);
  const notStarted = NOT_STARTED.includes(event.status.status);
  // A row shown before kick-off keeps its countdown line for as long as the page is open: when the
  // game starts, the rows below do not move up (the line stays, empty).
  const [countdownLine] = useState(notStarted);
  const home = score(event, "home");
  const away = score(event, "away");
  const time = event.time_known
    ? formatDate(event.start_time, locale, { hour: "numeric", minute: "2-digit", timeZone })
    : t("sports.timeUnknown");
  return (
    <li className="sports-event" data-event-id={event.id} data-status={event.status.status}>
      <Link to={calendarPath({ context: "sporting_events", id: event.id })} className="sports-event__link">
        <span className="sports-event__when">
          {live ? (
            <>
              <span className="sports-live-badge">{t(`sports.status.${event.status.status}`)}</span>
              {event.status.period ? (
                <span className="sports-event__period" data-testid="event-period">
                  {event.status.period}
                </span>
              ) : null}
            </>
          ) : notStarted ? (
            <time dateTime={event.start_time}>{time}</time>
          ) : (
            <span>{t(`sports.status.${event.status.status}`)}</span>
          )}
        </span>
        <span className="sports-event__teams">
          <span className="sports-event__team">
            <span>{event.home.name}</span>
            <span className="sports-event__score" data-testid="home-score">
              {home ?? ""}
            </span>
          </span>
          <span className="sports-event__team">
            <span>{event.away.name}</span>
            <span className="sports-event__score" data-testid="away-score">
              {away ?? ""}
            </span>
          </span>
        </span>
        {countdownLine ? (
          <span className="sports-event__countdown">
            {notStarted ? <Countdown event={event} paused={paused} /> : null}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
