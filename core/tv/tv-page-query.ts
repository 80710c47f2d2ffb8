import { z } from "zod";
import { type CalendarFilter, type GalleryQuery, PUBLISHER_MAX } from "../routing/tv-page-urls.ts";
import { CHANNEL_NAME_MAX, CHANNEL_NAME_PATTERN, TV_GALLERY_PAGE_MAX } from "./tv.ts";

/*
 * What the TV index pages' addresses may hold (decision 0073): the gallery's category,
 * page and publisher (/tv/gallery/{category?}?page&publisher), the calendar's filters
 * (/tv/calendar?sport&channel) and the channel names of /timtv/{name}. Pure, so every bad address
 * is tested without a server: a malformed one is a 4xx page, never a 500. Server side only (the
 * loaders): zod stays out of the pages' JavaScript.
 */

/** A section key or a sport as they appear in URLs: lower-case words joined by `-` or `_`. */
const KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const KEY_MAX = 40;

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
