import { MediaPlayer } from "#app/article/MediaPlayer.tsx";
import { useI18n } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { isLocale } from "#core/i18n/locales.ts";
import { calendarPath } from "#core/routing/calendar-urls.ts";
import { tvGalleryPagePath } from "#core/routing/tv-page-urls.ts";
import type { Route } from "./+types/TvChannelPage";
import { ChannelList, ChannelLogo } from "./ChannelList.tsx";
import { ClockTime } from "./ClockTime.tsx";
import { TvNav } from "./TvNav.tsx";
import { loadChannel } from "./tv-page-data.ts";
import "./tv-pages.css";

export const loader = pageLoader({ load: loadChannel });

/**
 * /timtv/{name} (docs/behaviour/video-tv.md#tv-fixed-pages): a live channel — its HLS stream in the article page's
 * player (hls.js loads only when it plays), logo, what is on now, the schedule in the reader's
 * zone (a game linking to its page), and the other channels. A stream that fails shows the
 * player's message; the other channels and the videos stay a click away below it. In the
 * no-container layout: on a phone the player reaches both edges of the screen, the texts keep
 * the page's margins; on a wide screen all of it sits in the content column.
 */
export default function TvChannelPage({ loaderData: data }: Route.ComponentProps) {
  const i18n = useI18n("tv");
  const t = i18n.t;
  if (!data) return null;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const { channel } = data;
  return (
    <div className="tv-page tv-page--bleed">
      <PageTitle title={t("tv.channel.title", { channel: channel.title })} />
      <div className="page-full__container">
        <TvNav current={undefined} />
      </div>
      <div className="tv-live page-full__container page-full__container--bleed">
        <div className="tv-live__player video-player">
          <MediaPlayer kind="hls" src={channel.stream} title={channel.title} />
        </div>
        <div className="tv-live__info page-full__inset">
          <div className="tv-live__head">
            <ChannelLogo channel={channel} size={56} />
            <h1 className="tv-page__heading">{channel.title}</h1>
          </div>
          <p className="tv-channel__now">
            <span className="tv-live-badge">{t("tv.channel.live")}</span>{" "}
            {channel.on_now
              ? t("tv.channel.onNow", { title: channel.on_now.title })
              : t("tv.channel.nothingScheduled")}
          </p>
          <p className="tv-muted">
            {t("tv.channel.trouble")} <a href="#tv-other-channels">{t("tv.channel.otherChannels")}</a>
            {" · "}
            <ListLink to={tvGalleryPagePath()}>{t("tv.home.allVideos")}</ListLink>
          </p>
          <section aria-labelledby="tv-schedule-heading">
            <h2 id="tv-schedule-heading">{t("tv.channel.schedule")}</h2>
            {channel.schedule.length > 0 ? (
              <ol className="tv-schedule">
                {channel.schedule.map((item) => (
                  <li key={`${item.starts_at} ${item.title}`} className="tv-schedule__item">
                    <ClockTime iso={item.starts_at} locale={locale} />
                    <span>
                      {item.event_id !== null ? (
                        <ListLink to={calendarPath({ context: "sporting_events", id: item.event_id })}>
                          {item.title}
                        </ListLink>
                      ) : (
                        item.title
                      )}
                      {channel.on_now && channel.on_now.starts_at === item.starts_at ? (
                        <span className="tv-schedule__now"> {t("tv.channel.now")}</span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="empty-state">{t("tv.channel.noSchedule")}</p>
            )}
          </section>
        </div>
      </div>
      <section
        id="tv-other-channels"
        aria-labelledby="tv-others-heading"
        className="tv-section page-full__container"
      >
        <h2 id="tv-others-heading">{t("tv.channel.otherChannels")}</h2>
        {data.others.length > 0 ? (
          <ChannelList channels={data.others} />
        ) : (
          <p className="empty-state">{t("tv.channel.noOthers")}</p>
        )}
      </section>
      <StoryTimesScript />
    </div>
  );
}
