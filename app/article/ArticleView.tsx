import { useEffect } from "react";
import { Link } from "react-router";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { sendReadBeacon } from "#app/content/read-beacon.ts";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import { StoryActions } from "#app/read-later/StoryActions.tsx";
import { useRootData } from "#app/root-data.ts";
import { lazyIsland } from "#app/ui/lazy-island.tsx";
import { Picture } from "#app/ui/Picture.tsx";
import { ARTICLE_TIME_OPTIONS, showsUpdate } from "#core/content/article-time.ts";
import type { ArticleJson } from "#core/content/content.ts";
import { intlLocale } from "#core/i18n/locales.ts";
import { feedPath } from "#core/routing/feed-urls.ts";
import { hasWebSession } from "#core/storage/cookies.ts";
import { ArticleBar } from "./ArticleBar.tsx";
import { ArticleJsonLd } from "./ArticleJsonLd.tsx";
import { ArticleScript } from "./ArticleScript.tsx";
import { canonicalUrl } from "./article-head.ts";
import { externalPath, originalUrl } from "./article-links.ts";
import type { ArticleLoaderData } from "./article-loader.ts";
import { articleJsonLd } from "./article-meta.ts";
import { LocalDateTime } from "./LocalDateTime.tsx";
import { RelatedArticles } from "./RelatedArticles.tsx";
import { ShareLinks } from "./ShareLinks.tsx";
import { articleVideoLink, chooseVideoSource } from "./video-source.ts";

/**
 * The player, out of the first load (a story never needs it): the server writes the <video> (an
 * MP4 plays with the browser's own controls meanwhile), the browser hydrates it when it arrives.
 */
const VideoPlayer = lazyIsland(() => import("./VideoPlayer.tsx").then((module) => module.VideoPlayer));

/**
 * A story or a video (docs/behaviour/content.md#article-loading): header, section, pictures or the player, the
 * body (sanitized when it was ingested), the publisher's original, tags, then related stories.
 * Keyed by article id in the page, so moving to another article starts from a clean state.
 */
export function ArticleView({ data }: { data: ArticleLoaderData }) {
  const t = useT();
  const root = useRootData();
  const { article } = data;
  const locale = root?.locale ?? "en";
  // A captioned picture is described by its caption (the figcaption): an empty alt keeps screen
  // readers from hearing it twice. Without a caption the alt names the story's picture.
  const photoAlt = (photo: { caption?: string }) =>
    photo.caption ? "" : t("article.photoAlt", { title: article.name });

  // docs/behaviour/content.md#article-loading: one read per article view; the beacon never delays or fails the page.
  const api = useBrowserApi();
  useEffect(() => {
    const session = hasWebSession(document.cookie);
    sendReadBeacon(data.apiPrefix, { id: article.id, context: article.context }, { navigator, api, session });
    // After a client navigation, the page's behaviour (its times, bar, sharing) binds this
    // article; it is loaded here when the first page had no article, so none of its script.
    const bind = (window as { __icaroArticle?: () => void }).__icaroArticle;
    if (bind) bind();
    else
      void import("./article-behaviour.ts").then(({ articleBehaviour }) =>
        articleBehaviour(window, intlLocale(locale), ARTICLE_TIME_OPTIONS),
      );
  }, [api, data.apiPrefix, article.id, article.context, locale]);

  const section = article.verticals[0]?.label || t("article.defaultSection");
  // The page's own words inside a story in another language say which language they are in.
  const pageLang = article.language !== locale ? intlLocale(locale) : undefined;
  const original = originalUrl(article.link);
  const source = article.context === "videos" ? chooseVideoSource(articleVideoLink(article)) : null;
  const [firstPhoto, ...otherPhotos] = article.photos;
  const pageUrl = root ? canonicalUrl(root, data.canonicalPath) : data.canonicalPath;
  const homeUrl = root ? canonicalUrl(root, "/") : "/";
  // Structured data is for crawlers, which read the server's HTML: the browser's bundle leaves its
  // code out (import.meta.env.SSR is false there), and hydration keeps the server's script.
  const jsonLd =
    import.meta.env.SSR && root
      ? articleJsonLd(
          { article, origin: root.origin, canonicalUrl: pageUrl, siteName: root.site?.name },
          [
            { name: t("article.home"), url: homeUrl },
            { name: section, url: `${homeUrl}#section-${article.verticals[0]?.key ?? "news"}` },
            { name: article.name, url: pageUrl },
          ],
          root.site?.logo,
        )
      : null;

  return (
    <>
      <ArticleBar section={section} title={article.name} lang={intlLocale(article.language)} url={pageUrl} />
      <nav className="article-crumbs" aria-label={t("article.breadcrumb")}>
        <ol>
          <li>
            <Link to="/">{t("article.home")}</Link>
          </li>
          <li className="article-crumbs__section">{section}</li>
        </ol>
      </nav>
      <article
        className="article"
        lang={intlLocale(article.language)}
        data-article-id={article.id}
        data-context={article.context}
      >
        <header className="article__header">
          <h1 className="article__title">{article.name}</h1>
          {article.description ? <p className="article__subtitle">{article.description}</p> : null}
          {/* The page's language, inside the story's own. */}
          <div className="article__info" lang={intlLocale(locale)}>
            <div className="article__meta">
              {article.publisher.logo ? (
                <Picture
                  src={article.publisher.logo}
                  alt=""
                  width={44}
                  height={44}
                  sizes="2.75rem"
                  largest={132}
                  placeholder={false}
                  className="article__publisher-logo"
                />
              ) : null}
              <div className="article__meta-text">
                {article.author ? (
                  <p className="article__byline">{t("article.byAuthor", { author: article.author })}</p>
                ) : null}
                <p className="article__publisher">{article.publisher.name}</p>
                <p className="article__dates">
                  <LocalDateTime iso={article.publish_date} locale={locale} />
                  {showsUpdate(article.publish_date, article.updated_date) ? (
                    <span className="article__updated">
                      {t("article.updated")} <LocalDateTime iso={article.updated_date} locale={locale} />
                    </span>
                  ) : null}
                </p>
              </div>
            </div>
            <ShareLinks title={article.name} url={pageUrl} />
            <StoryActions article={article} />
          </div>
        </header>

        {source ? (
          <VideoPlayer source={source} title={article.name} poster={firstPhoto?.original} />
        ) : firstPhoto ? (
          <figure className="article__figure article__figure--lead">
            <Picture
              src={firstPhoto.original}
              alt={photoAlt(firstPhoto)}
              width={firstPhoto.width ?? 0}
              height={firstPhoto.height ?? 0}
              sizes="(min-width: 1024px) 960px, 100vw"
              priority
              className="article__picture"
            />
            <PhotoCaption photo={firstPhoto} />
          </figure>
        ) : null}

        {article.body ? (
          <div
            className="article__body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the body was sanitized at ingestion (server/ingest).
            dangerouslySetInnerHTML={{ __html: article.body }}
          />
        ) : null}

        {otherPhotos.map((photo) => (
          <figure key={photo.original} className="article__figure">
            <Picture
              src={photo.original}
              alt={photoAlt(photo)}
              width={photo.width ?? 0}
              height={photo.height ?? 0}
              sizes="(min-width: 768px) 720px, 100vw"
              className="article__picture"
            />
            <PhotoCaption photo={photo} />
          </figure>
        ))}

        {original ? (
          <p className="article__original" lang={pageLang}>
            <Link className="button" to={externalPath(original)}>
              {t("article.readOriginal", { publisher: article.publisher.name })}
            </Link>
          </p>
        ) : null}

        {article.tags.length > 0 ? (
          <section className="article__tags" aria-labelledby="article-tags" lang={pageLang}>
            <h2 id="article-tags">{t("article.tags")}</h2>
            <ul>
              {article.tags.map((tag) => (
                <li key={`${tag.context}-${tag.id}`}>
                  <Link
                    className="tag"
                    to={feedPath("headlines", { id: tag.id, name: tag.name, context: tag.context })}
                    data-following={tag.following ? "true" : "false"}
                  >
                    {tag.common_name || tag.name}
                  </Link>
                  {/* The page is the same for every reader (cached): the browser asks what they follow. */}
                  <FollowStar
                    profile={{ id: tag.id, context: tag.context, name: tag.common_name || tag.name }}
                    following={null}
                    via="tag"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <RelatedArticles related={data.related} />
      <ArticleJsonLd data={jsonLd} />
      <ArticleScript locale={locale} />
    </>
  );
}

/** A picture's caption and who took or drew it ("Image: …"), each when the feed gave it; nothing without either. */
function PhotoCaption({ photo }: { photo: ArticleJson["photos"][number] }) {
  const t = useT();
  if (!photo.caption && !photo.credit) return null;
  return (
    <figcaption>
      {photo.caption ? <span className="article__caption">{photo.caption}</span> : null}
      {photo.credit ? (
        <span className="article__credit">{t("article.photoCredit", { credit: photo.credit })}</span>
      ) : null}
    </figcaption>
  );
}
