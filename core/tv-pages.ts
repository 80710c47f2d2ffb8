import { z } from "zod";
import type { ArticleJson } from "./content.ts";
import { CHANNEL_NAME_MAX, CHANNEL_NAME_PATTERN, TV_GALLERY_PAGE_MAX, TV_GALLERY_PER } from "./tv.ts";
import { EMPTY_SEGMENT, tvGalleryPath, tvVideoPath } from "./urls.ts";

/*
 * The TV index pages' addresses and what their queries may hold (issue 19, decision 0073): the
 * gallery by category and publisher (/tv/gallery/{category?}?page&publisher), the live-event
 * calendar (/tv/calendar?sport&channel) and the channel names of /timtv/{name}. Pure, so every
 * bad address is tested without a server: a malformed one is a 4xx page, never a 500.
 */

/** A section key or a sport as they appear in URLs: lower-case words joined by `-` or `_`. */
const KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const KEY_MAX = 40;
/** A publisher's common name is free text, but a URL carrying more than this is not one. */
export const PUBLISHER_MAX = 100;

const keySchema = z.string().max(KEY_MAX).regex(KEY_PATTERN);
export const channelNameSchema = z.string().max(CHANNEL_NAME_MAX).regex(CHANNEL_NAME_PATTERN);

/** `?page=`: absent is 1; only 1…TV_GALLERY_PAGE_MAX in plain digits (page 0 or 10,001 is refused). */
const pageSchema = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(TV_GALLERY_PAGE_MAX));

const gallerySchema = z.object({
  category: keySchema.optional(),
  page: pageSchema.optional(),
  publisher: z
    .string()
    .trim()
    .min(1)
    .max(PUBLISHER_MAX)
    // No control characters (a NUL would reach the database's text comparison).
    .refine((text) => ![...text].some((char) => char.charCodeAt(0) < 32))
    .optional(),
});

export type GalleryQuery = { category?: string; page: number; publisher?: string };

export type ParsedQuery<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; code: string };

/** Drops empty values (a GET form sends `publisher=` when nothing was typed). */
function present(search: URLSearchParams, key: string): string | undefined {
  const value = search.get(key);
  return value === null || value === "" ? undefined : value;
}

/**
 * /tv/gallery/{category?}?page&publisher. A malformed category is a 404 (no such page); a bad
 * page number or publisher a 400 `invalid_page` / `invalid_query`.
 */
export function parseGalleryQuery(
  category: string | undefined,
  search: URLSearchParams,
): ParsedQuery<GalleryQuery> {
  if (category !== undefined && !keySchema.safeParse(category).success) {
    return { ok: false, status: 404, code: "not_found" };
  }
  const parsed = gallerySchema.safeParse({
    category,
    page: present(search, "page"),
    publisher: present(search, "publisher"),
  });
  if (!parsed.success) {
    const page = parsed.error.issues.some((issue) => issue.path[0] === "page");
    return { ok: false, status: 400, code: page ? "invalid_page" : "invalid_query" };
  }
  const { page = 1, publisher } = parsed.data;
  return {
    ok: true,
    value: { ...(category ? { category } : {}), page, ...(publisher ? { publisher } : {}) },
  };
}

export type CalendarFilter = { sport?: string; channel?: string };

/** /tv/calendar?sport&channel: each filter a key or a channel name; anything else is a 400. */
export function parseCalendarFilter(search: URLSearchParams): ParsedQuery<CalendarFilter> {
  const parsed = z
    .object({ sport: keySchema.optional(), channel: channelNameSchema.optional() })
    .safeParse({ sport: present(search, "sport"), channel: present(search, "channel") });
  if (!parsed.success) return { ok: false, status: 400, code: "invalid_query" };
  const { sport, channel } = parsed.data;
  return { ok: true, value: { ...(sport ? { sport } : {}), ...(channel ? { channel } : {}) } };
}

/** /timtv/{name}: whether the name can be a channel's at all (else the 404 page, without asking). */
export function isChannelName(name: string | undefined): name is string {
  return name !== undefined && channelNameSchema.safeParse(name).success;
}

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
