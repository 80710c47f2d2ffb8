/**
 * The TV addresses of spec §2 ("TV", fixed page /timtv/{name}), apart from core/urls.ts: that
 * module is in every page's shared chunk, these builders only in the TV pages' code.
 */
import { EMPTY_SEGMENT, requiredSegment, slugify } from "./urls.ts";

type Id = string | number;

/** §2 Fixed pages: /timtv/{name}. */
export function timtvPath(name: string): string {
  return `/timtv/${requiredSegment(name)}`;
}

/** §2 TV: /tv/videos/{id}. */
export function tvVideoPath(id: Id): string {
  return `/tv/videos/${requiredSegment(id)}`;
}

/** §2 TV: /tv/{post}/{id}. */
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
 * §2 TV gallery form: /tv/videos/{vertical key}/{publisher common name slug}/{video name slug}/{id}
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
