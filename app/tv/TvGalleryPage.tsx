import { Form } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { StoryTimesScript } from "#app/ui/StoryTimesScript.tsx";
import { PUBLISHER_MAX, tvGalleryPagePath } from "#core/routing/tv-page-urls.ts";
import type { Route } from "./+types/TvGalleryPage";
import { GalleryPager } from "./GalleryPager.tsx";
import { TvNav } from "./TvNav.tsx";
import { TvVideoGrid } from "./TvVideoGrid.tsx";
import { loadTvGallery } from "./tv-page-data.ts";
import "./tv-pages.css";

export const loader = pageLoader({ load: loadTvGallery });

/**
 * The video gallery (decision 0073): /tv/gallery for every video, /tv/gallery/{category}
 * for a section's, ten a page newest first, `?page=` links between pages and a GET form that narrows
 * to a publisher — all without JavaScript. Each card opens the video in the gallery form.
 */
export default function TvGalleryPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT("tv");
  const sections = useRootData()?.sections;
  if (!data) return null;
  const { query } = data;
  // The section's name in the page's language (the site's sections); its key if the site lacks it.
  const label =
    query.category && (sections?.find((section) => section.key === query.category)?.label ?? query.category);
  const name = label ? t("tv.gallery.heading", { name: label }) : t("tv.gallery.all");
  const heading = query.publisher
    ? t("tv.gallery.headingPublisher", { name, publisher: query.publisher })
    : name;
  const title = query.page > 1 ? t("tv.gallery.titlePage", { heading, page: query.page }) : heading;
  return (
    <div className="tv-page">
      <PageTitle title={title} />
      <h1 className="tv-page__heading">{heading}</h1>
      <TvNav current={query.category ? undefined : "gallery"} />
      <Form
        method="get"
        action={tvGalleryPagePath({ category: query.category })}
        className="tv-filter"
        role="search"
        aria-label={t("tv.gallery.filterLabel")}
      >
        <label htmlFor="tv-publisher">{t("tv.gallery.publisher")}</label>
        <input
          id="tv-publisher"
          name="publisher"
          type="search"
          defaultValue={query.publisher ?? ""}
          maxLength={PUBLISHER_MAX}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t("tv.gallery.apply")}
        </button>
      </Form>
      <p className="tv-muted" aria-live="polite">
        {t("tv.gallery.count", { count: data.total })}
      </p>
      {data.videos.length > 0 ? (
        <TvVideoGrid
          videos={data.videos}
          // A gallery narrowed to a publisher has no gallery form: its cards open the videos alone.
          gallery={query.publisher ? null : { category: query.category, page: query.page }}
          showSection={!query.category}
          headingLevel={2}
          priority
        />
      ) : (
        <p className="empty-state">{query.page > 1 ? t("tv.gallery.pastEnd") : t("tv.gallery.empty")}</p>
      )}
      <GalleryPager query={query} pages={data.pages} />
      <StoryTimesScript />
    </div>
  );
}
