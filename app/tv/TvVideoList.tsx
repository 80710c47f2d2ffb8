import { Link, useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { formatDuration } from "#core/tv/tv-state.ts";
import { historyIndex, nextTvState, type TvNavigationState } from "./tv-navigation.ts";
import type { TvListItem } from "./tv-video-loader.ts";

/**
 * The videos beside the player: the up-next list, or in the gallery form the gallery page, with
 * the video playing marked (aria-current) so a screen reader hears where it is in the list.
 */
export function TvVideoList({
  items,
  currentId,
  gallery,
}: {
  items: TvListItem[];
  currentId: number;
  gallery: { page: number } | null;
}) {
  const t = useT();
  const location = useLocation();
  const state = nextTvState(location.state as TvNavigationState | null, historyIndex());
  if (items.length === 0) return null;
  return (
    <section className="tv-list" aria-labelledby="tv-list-heading">
      <h2 id="tv-list-heading" className="tv-list__heading">
        {gallery ? t("tv.video.galleryPage", { page: gallery.page }) : t("tv.video.upNext")}
      </h2>
      <ol className="tv-list__items">
        {items.map(({ article, link }) => {
          const current = article.id === currentId;
          const duration = formatDuration(article.videos[0]?.duration);
          return (
            <li key={article.id} className="tv-list__item">
              <Link
                to={link}
                state={state}
                className="tv-list__link"
                aria-current={current ? "true" : undefined}
                data-video-id={article.id}
              >
                <span className="tv-list__thumb">
                  {article.photos[0] ? (
                    <img src={article.photos[0].original} alt="" width={160} height={90} loading="lazy" />
                  ) : null}
                  {duration ? <span className="tv-list__duration">{duration}</span> : null}
                </span>
                <span className="tv-list__text">
                  {current ? <span className="tv-list__now">{t("tv.video.nowPlaying")}</span> : null}
                  <span className="tv-list__title">{article.name}</span>
                  <span className="tv-list__publisher">{article.publisher.name}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
