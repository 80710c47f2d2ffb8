import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { canonicalArticlePath } from "#app/article/article-links.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import type { ArticleJson } from "#core/content/content.ts";
import { localizeArticle } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { tvGalleryPath, tvVideoPath } from "#core/routing/tv-urls.ts";
import { EMPTY_SEGMENT } from "#core/routing/url-segments.ts";
import { TV_GALLERY_PAGE_MAX, TV_GALLERY_PER, type TvGalleryJson, type TvUpNextJson } from "#core/tv/tv.ts";
import { parseTvVideoRequest, type TvGalleryPosition } from "#core/tv/tv-video-route.ts";

/** The 404 page in the reader's language ("content not found"), as the article pages show it. */
function contentNotFound() {
  return data({ message: "content_not_found" }, { status: 404 });
}

/** A video of the list beside the player, with the TV link it opens. */
export type TvListItem = { article: ArticleJson; link: string };

function isArticleList(value: unknown): value is ArticleJson[] {
  return Array.isArray(value) && value.every((item) => typeof item?.id === "number");
}

function galleryQuery(context: IcaroLoadContext, page: number, category: string | null): string {
  const query = new URLSearchParams({
    site_id: String(context.siteId),
    // The reader's language first, as the gallery pages ask, so the positions are the same.
    language: context.locale,
    page: String(page),
    per: String(TV_GALLERY_PER),
  });
  if (category) query.set("category", category);
  return `site/content/tim-tv?${query}`;
}

/** A gallery page; null when the API refuses it (an unknown category), which is the 404 page. */
async function loadGalleryPage(
  context: IcaroLoadContext,
  page: number,
  category: string | null,
): Promise<TvGalleryJson | null> {
  return apiJson<TvGalleryJson, null>(context, galleryQuery(context, page, category), { otherwise: null });
}

/**
 * The gallery-form link of the item at `index` of gallery page `page`; its first segment names the
 * gallery (the section, or "-" for the whole gallery), as the gallery pages write it.
 */
function galleryLink(
  article: ArticleJson,
  category: string | null,
  position: { page: number; index: number },
): string {
  return tvGalleryPath({
    verticalKey: category ?? EMPTY_SEGMENT,
    publisherCommonName: article.publisher.common_name || article.publisher.name,
    videoName: article.name,
    id: article.id,
    ...position,
  });
}

/**
 * Which gallery the position is on. The URL's first segment names the gallery ("-" the whole one),
 * but a hand-made link may put the video's own section there: the section's page is taken when the
 * video is at `index` there, else the whole gallery's when it is there, else whichever page has an
 * item at `index` (a link from an older page, or a publisher's gallery: the video still shows, the
 * list is the page asked for). Null when neither has: the index is beyond the page.
 */
async function resolveGallery(
  context: IcaroLoadContext,
  position: TvGalleryPosition,
  id: number,
): Promise<{ gallery: TvGalleryJson; category: string | null } | null> {
  const candidates = position.category ? [position.category, null] : [null];
  const pages: { gallery: TvGalleryJson; category: string | null }[] = [];
  for (const category of candidates) {
    const gallery = await loadGalleryPage(context, position.page, category);
    if (!gallery) continue;
    if (gallery.items[position.index]?.item.id === id) return { gallery, category };
    pages.push({ gallery, category });
  }
  return pages.find(({ gallery }) => position.index < gallery.items.length) ?? null;
}

/**
 * The gallery form: the page's videos as links, and the next video — the next item, or the first
 * of the next page when this is the page's last. An index beyond the page is the 404 page.
 */
async function galleryList(context: IcaroLoadContext, position: TvGalleryPosition, id: number) {
  const resolved = await resolveGallery(context, position, id);
  if (!resolved) throw contentNotFound();
  const { gallery, category } = resolved;
  const items: TvListItem[] = gallery.items.map(({ item }, index) => ({
    article: localizeArticle(item, context.locale),
    link: galleryLink(item, category, { page: position.page, index }),
  }));
  let next: TvListItem | null = items[position.index + 1] ?? null;
  if (!next && !gallery.endlist && position.page < TV_GALLERY_PAGE_MAX) {
    const following = await loadGalleryPage(context, position.page + 1, category);
    const first = following?.items[0]?.item;
    if (first)
      next = { article: first, link: galleryLink(first, category, { page: position.page + 1, index: 0 }) };
  }
  return { items, next };
}

/**
 * The videos after this one (`…tim-tv/up-next?id`). The list is a companion of the video, so a
 * failing answer leaves it empty (no countdown) rather than failing the page.
 */
async function upNextList(context: IcaroLoadContext, id: number) {
  const query = new URLSearchParams({
    id: String(id),
    language: context.locale,
    site_id: String(context.siteId),
  });
  // No list, no countdown: the video still plays.
  const upNext = await apiJson<TvUpNextJson, null>(context, `site/content/tim-tv/up-next?${query}`, {
    otherwise: null,
  });
  const items: TvListItem[] = (upNext?.items ?? [])
    .filter((item) => item.id !== id)
    .map((item) => ({ article: localizeArticle(item, context.locale), link: tvVideoPath(item.id) }));
  return { items, next: items[0] ?? null };
}

/**
 * Every TV video URL form (docs/behaviour/video-tv.md#tv-video-pages): the URL is parsed first (a malformed one is the 404
 * page), then the video (`media/videos/{id}`: an unknown id, or a story's id, is the 404 page),
 * then the list beside it: the gallery page in the gallery form, else the up-next list.
 */
export const tvVideoLoader = pageLoader({
  load: async ({ params, context, request }) => {
    const url = new URL(request.url);
    const parsed = parseTvVideoRequest(params, url.searchParams);
    if (!parsed) throw contentNotFound();
    // No answer for the id is the content-not-found page too.
    const found = await apiJson<unknown, null>(context, `media/videos/${parsed.id}&frequency=2&offset=1`, {
      otherwise: null,
    });
    const video = isArticleList(found) ? found[0] : undefined;
    if (video?.context !== "videos") throw contentNotFound();
    const article = localizeArticle(video, context.locale);
    const list = parsed.gallery
      ? await galleryList(context, parsed.gallery, parsed.id)
      : await upNextList(context, parsed.id);
    return {
      article,
      // The TV page shows the video of the article pages: one canonical page for search engines.
      canonicalPath: canonicalArticlePath(article),
      gallery: parsed.gallery,
      list: list.items,
      next: list.next,
      /** Whether the video may be played by an HLS source or YouTube: the no-JavaScript banner. */
      needsScript: true,
    };
  },
});

export type TvVideoLoaderData = Awaited<ReturnType<typeof tvVideoLoader>>;
