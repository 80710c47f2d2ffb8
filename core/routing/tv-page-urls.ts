import type { ArticleJson } from "../content/content.ts";
import { TV_GALLERY_PER } from "../tv/tv.ts";
import { tvGalleryPath, tvVideoPath } from "./tv-urls.ts";
import { EMPTY_SEGMENT } from "./url-segments.ts";

/*
 * The TV index pages' addresses (decision 0073): the gallery by category and publisher
 * (/tv/gallery/{category?}?page&publisher), the live-event calendar (/tv/calendar?sport&channel),
 * and where a video card links. No zod here: the pages' JavaScript imports this
 * (core/tv/tv-page-query.ts reads the addresses on the server).
 */

/** A gallery page's query, as core/tv/tv-page-query.ts reads it. */
export type GalleryQuery = { category?: string; page: number; publisher?: string };

/** The calendar's filters. */
export type CalendarFilter = { sport?: string; channel?: string };

/** A publisher's common name is free text, but a URL carrying more than this is not one. */
export const PUBLISHER_MAX = 100;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A gallery page: /tv/gallery, /tv/gallery/{category}, `?page=` from 2, `?publisher=` to narrow. */
export function tvGalleryPagePath({ category, page = 1, publisher }: Partial<GalleryQuery> = {}): string {
  return withQuery(category ? `/tv/gallery/${category}` : "/tv/gallery", {
    publisher,
    page: page > 1 ? page : undefined,
  });
}

/** The live-event calendar, narrowed to a sport and/or a channel. */
export function tvCalendarPath(filter: CalendarFilter = {}): string {
  return withQuery("/tv/calendar", { sport: filter.sport, channel: filter.channel });
}

/** Which gallery a card is in, for its link: the category's (or every video's) page `page`. */
export type GalleryPlace = { category?: string; page: number };

/**
 * Where a video card links. In a gallery, the spec's gallery form (/tv/videos/{vertical}/{publisher}
 * /{name}/{id}?page&index&gallery=gallery), so the video page plays it within the same gallery: its
 * first segment names the gallery's category (EMPTY_SEGMENT for every video's gallery), `index` is
 * the card's place on its page. Elsewhere (the featured shelf, a gallery narrowed to a publisher,
 * which the form cannot name) the video's own page, /tv/videos/{id}.
 */
export function videoCardHref(
  video: Pick<ArticleJson, "id" | "name"> & { publisher: { common_name: string } },
  gallery: GalleryPlace | null,
  index: number,
): string {
  if (!gallery) return tvVideoPath(video.id);
  return tvGalleryPath({
    verticalKey: gallery.category ?? EMPTY_SEGMENT,
    publisherCommonName: video.publisher.common_name,
    videoName: video.name,
    id: video.id,
    page: gallery.page,
    index,
  });
}

/** The gallery's page count (at least 1, so "page 1 of 1" for an empty one). */
export function galleryPageCount(total: number, per = TV_GALLERY_PER): number {
  return Math.max(1, Math.ceil(total / per));
}
