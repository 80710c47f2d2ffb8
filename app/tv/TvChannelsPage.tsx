import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { tvGalleryPagePath } from "#core/routing/tv-page-urls.ts";
import type { Route } from "./+types/TvChannelsPage";
import { ChannelList } from "./ChannelList.tsx";
import { TvNav } from "./TvNav.tsx";
import { TvVideoGrid } from "./TvVideoGrid.tsx";
import { loadChannelsPage } from "./tv-page-data.ts";
import "./tv-pages.css";

export const loader = pageLoader({ load: loadChannelsPage });

/**
 * /timtv (the carrier's TV) and /zoometv (the media group's), docs/behaviour/video-tv.md#tv-fixed-pages: the live
 * channels listed on that page, each opening /timtv/{name}, and the newest videos of the gallery.
 */
export default function TvChannelsPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("tv");
  if (!data) return null;
  const heading = t(`tv.channel.pages.${data.page}`);
  return (
    <div className="tv-page">
      <PageTitle title={heading} />
      <h1 className="tv-page__heading">{heading}</h1>
      <TvNav current={data.page} />
      <section aria-labelledby="tv-channels-heading" className="tv-section">
        <h2 id="tv-channels-heading">{t("tv.channel.channels")}</h2>
        {data.channels.length > 0 ? (
          <ChannelList channels={data.channels} />
        ) : (
          <p className="empty-state">{t("tv.home.noChannels")}</p>
        )}
      </section>
      <section aria-labelledby="tv-videos-heading" className="tv-section">
        <div className="section-heading">
          <h2 id="tv-videos-heading">{t("tv.home.latestVideos")}</h2>
          <ListLink to={tvGalleryPagePath()} className="text-sm font-semibold">
            {t("tv.home.allVideos")}
          </ListLink>
        </div>
        {data.videos.length > 0 ? (
          <TvVideoGrid videos={data.videos} gallery={{ page: 1 }} />
        ) : (
          <p className="empty-state">{t("tv.home.noVideos")}</p>
        )}
      </section>
      <StoryTimesScript />
    </div>
  );
}
