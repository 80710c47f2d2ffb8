import { useI18n } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { isLocale } from "#core/i18n/locales.ts";
import { calendarPath } from "#core/routing/calendar-urls.ts";
import { timtvPath } from "#core/routing/tv-urls.ts";
import { ClockTime } from "./ClockTime.tsx";
import type { TvEventView } from "./tv-page-data.ts";

/**
 * Games to watch: the teams (home v away, linking to the game's page), the kick-off in the reader's
 * zone or "Live", the league and the channels that show it (each linking to its channel page).
 */
export function TvEventList({ events }: { events: TvEventView[] }) {
  const i18n = useI18n("tv");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <ul className="tv-events">
      {events.map((event) => {
        const { live } = event;
        return (
          <li key={event.id} className="tv-event" data-live={live ? "" : undefined}>
            <p className="tv-event__when">
              {live ? (
                <span className="tv-live-badge">{t("tv.calendar.live")}</span>
              ) : event.time_known ? (
                <ClockTime iso={event.start_time} locale={locale} />
              ) : (
                <span className="tv-muted">{t("tv.calendar.timeUnknown")}</span>
              )}
            </p>
            <div className="tv-event__main">
              <p className="tv-event__teams">
                <ListLink to={calendarPath({ context: "sporting_events", id: event.id })}>
                  {t("tv.calendar.match", { home: event.home.name, away: event.away.name })}
                </ListLink>
              </p>
              <p className="tv-event__meta tv-muted">
                {event.league.name}
                {event.channels.length > 0 ? (
                  <>
                    {" · "}
                    {t("tv.calendar.on")}{" "}
                    {event.channels.map((channel, index) => (
                      <span key={channel.name}>
                        {index > 0 ? ", " : ""}
                        <ListLink to={timtvPath(channel.name)}>{channel.title}</ListLink>
                      </span>
                    ))}
                  </>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
