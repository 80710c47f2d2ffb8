/**
 * What a TV video URL asks for (docs/behaviour/video-tv.md#tv-video-pages): `/tv/videos/{id}`, `/tv/{post}/{id}`,
 * `/tv/videos/{post?}/{category?}/{title?}/{id}` and the gallery form
 * `/tv/videos/{vertical key}/{publisher slug}/{video slug}/{id}?page=1&index=0&gallery=gallery`.
 * Parsed with zod before anything is fetched: null means the 404 page (an id that is no number, a
 * malformed slug, a gallery page outside 1…10,000, an index outside the page), never a 500.
 */
import { z } from "zod";
import { MAX_SLUG_LENGTH } from "../routing/article-urls.ts";
import { EMPTY_SEGMENT } from "../routing/url-segments.ts";
import { TV_GALLERY_PAGE_MAX, TV_GALLERY_PER } from "./tv.ts";

/** Article ids are positive 32-bit integers (the database's `integer`), written without leading zeros. */
const id = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((value) => value <= 2_147_483_647);

/** A slug as core/routing/article-urls.ts `slugify` writes one, or the empty-segment placeholder. */
const slug = z.union([
  z.literal(EMPTY_SEGMENT),
  z
    .string()
    .max(MAX_SLUG_LENGTH)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
]);

/** A vertical key (`news`, `esports`, `life_style`…) or a post name (`noproxy`, a site's name). */
const key = z
  .string()
  .max(60)
  .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/);

const params = z.object({
  id,
  // "-" in the gallery form: the whole gallery, no section (as the gallery pages write it).
  post: z.union([key, z.literal(EMPTY_SEGMENT)]).optional(),
  category: z.union([key, z.literal(EMPTY_SEGMENT)]).optional(),
  title: slug.optional(),
});

/** Integers as the gallery links write them: no sign, no leading zeros, no exponent. */
const counting = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,5})$/)
  .transform(Number);

const galleryQuery = z.object({
  page: counting.pipe(z.number().int().min(1).max(TV_GALLERY_PAGE_MAX)),
  index: counting.pipe(
    z
      .number()
      .int()
      .min(0)
      .max(TV_GALLERY_PER - 1),
  ),
});

export type TvGalleryPosition = {
  page: number;
  index: number;
  /** The vertical key of the URL's first segment: the gallery's category; null when absent. */
  category: string | null;
};

export type TvVideoRequest = {
  id: number;
  /** Set for the gallery form (`gallery=gallery`): which gallery page, and where on it. */
  gallery: TvGalleryPosition | null;
};

/**
 * The video and gallery position a TV URL names; null for a URL that can name no video. The
 * route gives `post`, `category` and `title` as its optional segments, filled from the left, so
 * in the gallery form `post` is the vertical key, `category` the publisher, `title` the video.
 */
export function parseTvVideoRequest(
  routeParams: Record<string, string | undefined>,
  search: URLSearchParams,
): TvVideoRequest | null {
  const parsed = params.safeParse({
    id: routeParams.id,
    post: routeParams.post,
    category: routeParams.category,
    title: routeParams.title,
  });
  if (!parsed.success) return null;
  if (search.get("gallery") !== "gallery") return { id: parsed.data.id, gallery: null };
  const query = galleryQuery.safeParse({
    page: search.get("page") ?? "1",
    index: search.get("index") ?? "0",
  });
  if (!query.success) return null;
  // The gallery form has all three segments; its first is the vertical key.
  const category =
    parsed.data.title !== undefined && parsed.data.post !== undefined && parsed.data.post !== EMPTY_SEGMENT
      ? parsed.data.post.toLowerCase()
      : null;
  return { id: parsed.data.id, gallery: { ...query.data, category } };
}
