import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { tvCalendarPath, tvGalleryPagePath } from "#core/routing/tv-page-urls.ts";
import type { Route } from "./+types/TvHomePage";
import { ChannelList } from "./ChannelList.tsx";
import { TvEventList } from "./TvEventList.tsx";
import { TvNav } from "./TvNav.tsx";
import { TvVideoGrid } from "./TvVideoGrid.tsx";
import { loadTvHome } from "./tv-page-data.ts";
import "./tv-pages.css";

export const loader = pageLoader({ load: loadTvHome });

/**
 * /tv (docs/behaviour/video-tv.md#tv-video-pages, docs/decisions/0073-tv-index-pages.md): the featured videos (a lead and a row), the channels live now,
 * today's games with their channels, then a row per category with a link to its gallery. The same
 * for every reader (cached); the cards are static islands, so little of it hydrates.
 */
export default function TvHomePage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("tv");
  if (!data) return null;
  return (
    <div className="tv-page">
      <PageTitle title={t("tv.home.title")} />
      <h1 className="tv-page__heading">{t("tv.home.heading")}</h1>
      <TvNav current="home" />
      <section aria-labelledby="tv-featured-heading" className="tv-section">
        <h2 id="tv-featured-heading">{t("tv.home.featured")}</h2>
        {data.featured.length > 0 ? (
          <TvVideoGrid videos={data.featured} layout="hero" />
        ) : (
          <p className="empty-state">{t("tv.home.noVideos")}</p>
        )}
      </section>
      <section aria-labelledby="tv-live-heading" className="tv-section">
        <div className="section-heading">
          <h2 id="tv-live-heading">{t("tv.home.liveNow")}</h2>
        </div>
        {data.live.length > 0 ? (
          <ChannelList channels={data.live} />
        ) : (
          <p className="empty-state">{t("tv.home.noChannels")}</p>
        )}
      </section>
      <section aria-labelledby="tv-events-heading" className="tv-section">
        <div className="section-heading">
          <h2 id="tv-events-heading">{t("tv.home.events")}</h2>
          <ListLink to={tvCalendarPath()} className="text-sm font-semibold">
            {t("tv.home.calendarLink")}
          </ListLink>
        </div>
        {data.events.length > 0 ? (
          <TvEventList events={data.events} />
        ) : (
          <p className="empty-state">{t("tv.home.noEvents")}</p>
        )}
      </section>
      {data.categories.map((category) => (
        <section
          key={category.key}
          aria-labelledby={`tv-category-${category.key}`}
          className="tv-section offscreen-section"
        >
          <div className="section-heading">
            <h2 id={`tv-category-${category.key}`}>{category.label}</h2>
            <ListLink to={tvGalleryPagePath({ category: category.key })} className="text-sm font-semibold">
              {t("tv.home.more", { category: category.label, count: category.count })}
            </ListLink>
          </div>
          <TvVideoGrid
            videos={category.videos}
            gallery={{ category: category.key, page: 1 }}
            firstIndex={category.firstIndex}
            layout="row"
            showSection={false}
          />
        </section>
      ))}
      <StoryTimesScript />
    </div>
  );
}
