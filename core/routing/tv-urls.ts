/**
 * The TV addresses of docs/behaviour/video-tv.md#tv-fixed-pages ("TV", fixed page /timtv/{name}), apart from the builders every
 * page uses (they are in every page's shared chunk), these builders only in the TV pages' code.
 */

import { slugify } from "./article-urls.ts";
import { EMPTY_SEGMENT, requiredSegment } from "./url-segments.ts";

type Id = string | number;

/** docs/behaviour/video-tv.md#tv-fixed-pages: /timtv/{name}. */
export function timtvPath(name: string): string {
  return `/timtv/${requiredSegment(name)}`;
}

/** docs/behaviour/video-tv.md#tv-video-pages: /tv/videos/{id}. */
export function tvVideoPath(id: Id): string {
  return `/tv/videos/${requiredSegment(id)}`;
}

/** docs/behaviour/video-tv.md#tv-video-pages: /tv/{post}/{id}. */
export function tvPostPath(post: string, id: Id): string {
  return `/tv/${requiredSegment(post)}/${requiredSegment(id)}`;
}

export interface TvGalleryRef {
  verticalKey: string;
  publisherCommonName: string;
  videoName: string;
  id: Id;
  page?: number;
  index?: number;
}

/**
 * docs/behaviour/video-tv.md#tv-gallery-form: /tv/videos/{vertical key}/{publisher common name slug}/{video name slug}/{id}
 * ?page=1&index=0&gallery=gallery. The names are slugified here (the spec names the slugs). A name
 * with no letters or digits gives EMPTY_SEGMENT, so the id stays in the fourth segment.
 */
export function tvGalleryPath({
  verticalKey,
  publisherCommonName,
  videoName,
  id,
  page = 1,
  index = 0,
}: TvGalleryRef): string {
  const segments = [
    requiredSegment(verticalKey),
    slugify(publisherCommonName) || EMPTY_SEGMENT,
    slugify(videoName) || EMPTY_SEGMENT,
    requiredSegment(id),
  ];
  return `/tv/videos/${segments.join("/")}?page=${page}&index=${index}&gallery=gallery`;
}
