import { Form } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { lazyIsland } from "#app/ui/lazy-island.tsx";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import type { Route } from "./+types/TvCalendarPage";
import { TvEventList } from "./TvEventList.tsx";
import { TvNav } from "./TvNav.tsx";
import { loadTvCalendar } from "./tv-page-data.ts";
import "./tv-pages.css";

/*
 * ReaderZone draws nothing and only writes the reader's zone cookie once the page has hydrated, so
 * it loads after the first load. Defined here and in the other page that needs it (not in a
 * module of its own): a module shared by two chunks would be a chunk of its own in both first loads.
 */
const ReaderZoneIsland = lazyIsland(() =>
  import("#app/sports/ReaderZone.tsx").then((module) => module.ReaderZone),
);

export const loader = pageLoader({ load: loadTvCalendar });

/**
 * The live-event calendar (decision 0073), /tv/calendar: today and the next six days in
 * the reader's zone, a heading per day, live games marked, each game linking to its page and its
 * channels. A GET form filters by sport and channel, so it works without JavaScript.
 */
export default function TvCalendarPage({ loaderData: data }: Route.ComponentProps) {
  const i18n = useI18n("tv");
  const t = i18n.t;
  if (!data) return null;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const { filter } = data;
  const days = data.days.filter((day) => day.events.length > 0);
  const sportName = (sport: string) => t(`tv.calendar.sports.${sport}`, { defaultValue: sport });
  return (
    <div className="tv-page">
      <PageTitle title={t("tv.calendar.title")} />
      <ReaderZoneIsland />
      <h1 className="tv-page__heading">{t("tv.calendar.heading")}</h1>
      <TvNav current="calendar" />
      <Form method="get" className="tv-filter" aria-label={t("tv.calendar.filterLabel")}>
        <div className="tv-filter__field">
          <label htmlFor="tv-sport">{t("tv.calendar.sport")}</label>
          <select id="tv-sport" name="sport" defaultValue={filter.sport ?? ""}>
            <option value="">{t("tv.calendar.allSports")}</option>
            {data.sports.map((sport) => (
              <option key={sport} value={sport}>
                {sportName(sport)}
              </option>
            ))}
          </select>
        </div>
        <div className="tv-filter__field">
          <label htmlFor="tv-channel">{t("tv.calendar.channel")}</label>
          <select id="tv-channel" name="channel" defaultValue={filter.channel ?? ""}>
            <option value="">{t("tv.calendar.allChannels")}</option>
            {data.channels.map((channel) => (
              <option key={channel.name} value={channel.name}>
                {channel.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("tv.calendar.apply")}
        </button>
      </Form>
      {days.length === 0 ? (
        <p className="empty-state">
          {filter.sport || filter.channel ? t("tv.calendar.noneFiltered") : t("tv.calendar.none")}
        </p>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`tv-day-${day.date}`} className="tv-section">
            <h2 id={`tv-day-${day.date}`}>
              {day.date === data.days[0]?.date
                ? t("tv.calendar.today")
                : day.date === data.days[1]?.date
                  ? t("tv.calendar.tomorrow")
                  : formatDate(`${day.date}T12:00:00Z`, locale, {
                      weekday: "long",
                      day: "numeric",
                      month: "long",
                      timeZone: "UTC",
                    })}
            </h2>
            <TvEventList events={day.events} />
          </section>
        ))
      )}
      <StoryTimesScript />
    </div>
  );
}
