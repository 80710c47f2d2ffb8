import { useLocation, useNavigate } from "react-router";
import { ARTICLE_HANDLE, articlePageMeta } from "#app/article/article-head.ts";
import { articleVideoLink, chooseVideoSource } from "#app/article/video-source.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { StoryActions } from "#app/read-later/StoryActions.tsx";
import { useRootData } from "#app/root-data.ts";
import { intlLocale } from "#core/i18n/locales.ts";
import { nextVideoObj } from "#core/tv/tv-state.ts";
import type { Route } from "./+types/TvVideoPage";
import { TvPlayer } from "./TvPlayer.tsx";
import { TvReturnLink } from "./TvReturnLink.tsx";
import { TvVideoList } from "./TvVideoList.tsx";
import { historyIndex, nextTvState, type TvNavigationState } from "./tv-navigation.ts";
import { tvVideoLoader } from "./tv-video-loader.ts";
import "#app/article/article.css";
import "./tv.css";

/** Every TV video URL form (docs/behaviour/routes.md#page-titles); the page's title is the video's (articlePageMeta). */
export const loader = tvVideoLoader;
export const meta = articlePageMeta;
export const handle = ARTICLE_HANDLE;

export default function TvVideoPage({ loaderData: data }: Route.ComponentProps) {
  // Keyed by video: a new video is a new player and a new countdown (docs/behaviour/video-tv.md#next-video-countdown "reset overlay").
  return <TvVideoView key={data.article.id} data={data} />;
}

function TvVideoView({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = root?.locale ?? "en";
  const { article, next } = data;
  const navigation = location.state as TvNavigationState | null;
  const source = chooseVideoSource(articleVideoLink(article));
  const nextObj = next ? nextVideoObj(next.article, next.link) : null;
  const playNext = () => {
    if (next) navigate(next.link, { state: nextTvState(navigation, historyIndex()) });
  };
  // A date, not a time: the same text on the server and in every reader's zone (cached page).
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(article.publish_date),
  );
  const pageLang = article.language !== locale ? intlLocale(article.language) : undefined;

  return (
    <div className="tv-video">
      <TvReturnLink />
      <div className="tv-video__layout">
        <div className="tv-video__main">
          {source ? (
            <TvPlayer
              source={source}
              title={article.name}
              poster={article.photos[0]?.original}
              captions={article.videos[0]?.captions ?? []}
              locale={intlLocale(locale)}
              next={nextObj}
              autoPlay={navigation?.tvAutoplay === true}
              onNext={playNext}
            />
          ) : (
            <p className="tv-player__none" role="alert">
              {t("tv.player.missing")}
            </p>
          )}
          <article className="tv-video__about" lang={pageLang}>
            <h1 className="tv-video__title">{article.name}</h1>
            <p className="tv-video__meta">
              <span>{article.publisher.name}</span>
              <time dateTime={article.publish_date}>{date}</time>
            </p>
            {article.description ? <p className="tv-video__description">{article.description}</p> : null}
            <StoryActions article={article} />
          </article>
        </div>
        <TvVideoList items={data.list} currentId={article.id} gallery={data.gallery} />
      </div>
    </div>
  );
}
