import type { ArticleJson } from "#core/content/content.ts";
import { type ArticleRef, articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";

/** The `post` of links Icaro writes itself: no proxy (docs/behaviour/content.md#content-pages). Other values are kept as read. */
export const CANONICAL_POST = NO_PROXY_POST;

/** The section of an article when it names none (docs/behaviour/content.md#article-loading: default News). */
export const DEFAULT_SECTION_KEY = "news";

const ARTICLE_ID = /^[1-9]\d{0,9}$/;

/** A route param that is an article id: a canonical positive integer the API accepts, else null. */
export function parseArticleId(value: string | undefined): number | null {
  if (value === undefined || !ARTICLE_ID.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The canonical path of an article: the most descriptive form (section, publisher, title slug)
 * with the no-proxy post, so every URL form of one article names the same page for search engines.
 */
export function canonicalArticlePath(
  article: Pick<ArticleJson, "id" | "context" | "name" | "verticals" | "publisher">,
): string {
  const ref: ArticleRef = {
    post: CANONICAL_POST,
    type: article.context,
    id: article.id,
    category: article.verticals[0]?.key || DEFAULT_SECTION_KEY,
    publisher: slugify(article.publisher.name) || String(article.publisher.id),
    slug: slugify(article.name) || undefined,
  };
  return articlePath(ref);
}

/** Top-level domains reserved never to resolve (RFC 2606, RFC 6761). */
const RESERVED_TLD = /\.(example|test|invalid|localhost)\.?$/i;

/** The publisher's own address of the story, when it is a web (http or https) address. */
export function originalUrl(link: ArticleJson["link"]): string | null {
  const value = typeof link === "string" ? link : link[0]?.url;
  if (!value) return null;
  try {
    const url = new URL(value);
    // A host under a top-level domain reserved never to exist (RFC 2606, 6761: the demo's
    // publishers live on `.example`) has no original to read: the button led nowhere.
    if (RESERVED_TLD.test(url.hostname)) return null;
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The `/external` interstitial in front of an address on another site (docs/behaviour/screens.md#data-saver-popup). */
export function externalPath(url: string): string {
  return `/external?url=${encodeURIComponent(url)}`;
}

/**
 * The address of a picture in the image pipeline at a fixed size (`/_ipx/s_WxH/<source>`): a
 * local path loses its leading slash, a remote one is passed whole, as ipx expects.
 */
export function ipxPath(src: string, width: number, height: number): string {
  return `/_ipx/s_${width}x${height}/${src.replace(/^\/+/, "")}`;
}

/** An absolute URL for a path on this site (share cards and JSON-LD need absolute addresses). */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}
