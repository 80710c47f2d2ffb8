import { useI18n } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { isLocale } from "#core/i18n/locales.ts";
import { timtvPath } from "#core/routing/tv-urls.ts";
import type { LiveChannelJson } from "#core/tv/tv.ts";
import { ClockTime } from "./ClockTime.tsx";

/** A channel's logo, or its initial on a tile when it has none (decorative: the name follows). */
export function ChannelLogo({ channel, size = 48 }: { channel: LiveChannelJson; size?: number }) {
  return channel.logo ? (
    <img className="tv-channel__logo" src={channel.logo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="tv-channel__logo tv-channel__logo--text" aria-hidden="true">
      {channel.title.slice(0, 1)}
    </span>
  );
}

/**
 * Live channels as cards: logo, title and what is on now (with its start time), each opening the
 * channel's page, /timtv/{name}. The whole card is the link, its text what a screen reader says.
 */
export function ChannelList({ channels }: { channels: LiveChannelJson[] }) {
  const i18n = useI18n("tv");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <ul className="tv-channels">
      {channels.map((channel) => (
        <li key={channel.name} className="tv-channel">
          <ChannelLogo channel={channel} />
          <div className="tv-channel__text">
            <h3 className="tv-channel__title">
              <ListLink to={timtvPath(channel.name)} className="tv-channel__link">
                {channel.title}
              </ListLink>
            </h3>
            <p className="tv-channel__now">
              <span className="tv-live-badge">{t("tv.channel.live")}</span>{" "}
              {channel.on_now ? (
                <>
                  {t("tv.channel.onNow", { title: channel.on_now.title })}{" "}
                  <span className="tv-muted">
                    (<ClockTime iso={channel.on_now.starts_at} locale={locale} />)
                  </span>
                </>
              ) : (
                t("tv.channel.nothingScheduled")
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
