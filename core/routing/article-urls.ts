import { boundedMemo } from "../storage/bounded-memo.ts";
import { encodeSegment, type Id, requiredSegment } from "./url-segments.ts";

/* The content pages' addresses (docs/behaviour/content.md#content-pages): stories and videos, and their slugs. */

/** docs/behaviour/content.md#content-pages: the type param. */
export type ContentType = "news_stories" | "videos";

/** docs/behaviour/content.md#content-pages: the post value that means "no proxy". */
export const NO_PROXY_POST = "noproxy";

/**
 * docs/behaviour/routes.md#page-titles "post pages (CENS alert, news story, video)": the post value of the carrier's
 * emergency alerts (CENS) — the links its alert messages carry open the story or video under
 * /cens/…, which is titled as an alert (decision 0090).
 */
export const CENS_ALERT_POST = "cens";

/** Whether a post page is a CENS alert: its post segment is `cens` (any case). */
export function isCensAlertPost(post: string | undefined): boolean {
  return post?.toLowerCase() === CENS_ALERT_POST;
}

export interface ArticleRef {
  post: string;
  type: ContentType;
  id: Id;
  category?: string;
  publisher?: string;
  slug?: string;
}

/**
 * docs/behaviour/content.md#content-pages. There is one canonical form per input, chosen by what is known, the most
 * descriptive first:
 * - category, publisher and slug: /{post}/{type}/{category}/{publisher}/{slug}/{id}
 * - slug only: /{post}/{type}/{id}/{slug}
 * - no slug: /{post}/{type}/web/{id}
 * Segments are percent-encoded as given. Make a slug from a title with `slugify`.
 */
export function articlePath(ref: ArticleRef): string {
  const head = `/${requiredSegment(ref.post)}/${ref.type}`;
  const id = requiredSegment(ref.id);
  if (ref.slug && ref.category && ref.publisher) {
    const category = encodeSegment(ref.category);
    const publisher = encodeSegment(ref.publisher);
    return `${head}/${category}/${publisher}/${encodeSegment(ref.slug)}/${id}`;
  }
  if (ref.slug) return `${head}/${id}/${encodeSegment(ref.slug)}`;
  return `${head}/web/${id}`;
}

/** Longest slug, so that long headlines do not make unwieldy URLs. */
export const MAX_SLUG_LENGTH = 80;

/**
 * docs/behaviour/content.md#content-pages {slugs}: lower case; accents removed (NFD, then the combining marks dropped); every run of
 * other characters made one "-"; trimmed of dashes; at most 80 characters. Only ASCII letters and
 * digits are kept, so the slug never needs encoding. Letters that NFD does not decompose (ß, ø, æ)
 * and emoji become dashes. The result may be "".
 */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, ""); // The cut may end on a dash.
}

/** Every card and link of a page slugs its headline: remembered, since the same stories repeat. */
export const slugify: (text: string) => string = boundedMemo(4000, slugOf);
