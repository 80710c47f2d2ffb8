import { DetectError, parseFeed as feedsmithParse } from "feedsmith";
import type { CaptionTrackJson } from "#core/tv/tv.ts";
import { captionTracks, durationSeconds } from "#server/ingest/caption-tracks.ts";
import { decodeFeedBytes } from "#server/ingest/decode-feed.ts";
import { parseFeedDate } from "#server/ingest/parse-dates.ts";
import { htmlToText, resolveUrl, sanitizeBody } from "#server/ingest/sanitize-body.ts";
import { FeedError } from "./feed-error.ts";
import type { Maybe, Obj, RawFeed } from "./raw-feed.ts";
import { readAtom } from "./read-atom.ts";
import { readJsonFeed } from "./read-json-feed.ts";
import { readRss } from "./read-rss.ts";

/**
 * The ingestion core: the bytes of an RSS 0.9x/1.0/2.0, Atom 1.0 or JSON Feed 1.0/1.1 document in,
 * clean items out (one reader per format: read-rss.ts, read-atom.ts, read-json-feed.ts). Parsing is done by feedsmith (fast-xml-parser underneath, with entity processing
 * off, so DTD entities are never expanded; documents that declare entities are refused outright).
 */

export interface ParsedItem {
  guid: string;
  link: string;
  title: string;
  /** Plain text, at most 500 characters. */
  description: string;
  bodyHtml: string;
  publishedAt: Date;
  author?: string;
  categories: string[];
  photos: string[];
  videoUrl?: string;
  /** The video's length in seconds (`media:content duration`, `itunes:duration`, JSON Feed's). */
  videoDuration?: number;
  /** The video's WebVTT captions (`media:subTitle`, JSON Feed text/vtt attachments). */
  captions?: CaptionTrackJson[];
}

export interface ParsedFeed {
  title: string;
  link: string | null;
  /** Lowercased language tag such as "pt-br", or null when the feed does not say. */
  language: string | null;
  items: ParsedItem[];
  /** Items left out because they had no title or no usable link. */
  skipped: number;
}

export interface ParseFeedOptions {
  /** The URL the feed was fetched from; the base for relative links. */
  url?: string;
  contentType?: string;
  /** Used for items without a readable date; defaults to now. */
  fetchedAt?: Date;
}

const DESCRIPTION_MAX = 500;

export function parseFeed(bytes: Uint8Array, options: ParseFeedOptions = {}): ParsedFeed {
  const text = decodeFeedBytes(bytes, options.contentType).replace(/^\uFEFF/, "");
  const first = text.trimStart()[0];
  if (first === undefined) throw new FeedError("The feed is empty");
  const raw = first === "{" ? readJsonFeed(text) : readXml(text);
  return clean(raw, options);
}

function readXml(text: string): RawFeed {
  if (!text.trimStart().startsWith("<")) throw new FeedError("The document is neither XML nor JSON");
  if (/<!DOCTYPE[^>[]*\[[\s\S]*?<!ENTITY/i.test(text.slice(0, 10_000))) {
    throw new FeedError("The feed declares XML entities in a DTD, which is refused");
  }
  const root = rootElement(text);
  if (root && /^html$/i.test(root)) throw new FeedError("The document is an HTML page, not a feed");
  if (root && !endsWithClosingTag(text, root)) {
    throw new FeedError(`The XML is truncated: it does not end with </${root}>`);
  }
  let parsed: { format: string; feed: unknown };
  try {
    parsed = feedsmithParse(text);
  } catch (error) {
    if (error instanceof DetectError) throw new FeedError("The document is not an RSS, RDF or Atom feed");
    throw new FeedError("The feed is not well-formed XML");
  }
  const feed = parsed.feed as Obj;
  if (parsed.format === "atom") return readAtom(feed);
  if (parsed.format === "json") throw new FeedError("The document is not an RSS, RDF or Atom feed");
  return readRss(feed);
}

function clean(raw: RawFeed, options: ParseFeedOptions): ParsedFeed {
  const fetchedAt = options.fetchedAt ?? new Date();
  // The feed's own URL: where it was fetched from, else where it says it lives (a file given to
  // `icaro ingest` or the operator API has no other, and its relative links would all be lost).
  const feedUrl = options.url ?? (raw.self ? resolveUrl(raw.self, undefined) : null) ?? undefined;
  const siteLink = raw.link ? resolveUrl(raw.link, feedUrl) : null;
  // Relative item links resolve against the site the feed describes when it names one, else
  // against the feed's own URL. JSON Feed and RSS define no base, and an item's link is the
  // permalink of a page of that site: a feed served from elsewhere (a CDN, a feed service) writes
  // "/stories/42" for the site, and where the feed sits on its site both bases agree.
  const base = siteLink ?? feedUrl;
  const items: ParsedItem[] = [];
  let skipped = 0;

  for (const item of raw.items) {
    const title = item.title ? htmlToText(item.title) : "";
    const link = item.link ? resolveUrl(item.link, base) : null;
    if (!title || !link || link.startsWith("mailto:")) {
      skipped++;
      continue;
    }
    const bodyHtml = sanitizeBody(item.contentHtml ?? item.summaryHtml ?? "", link);
    const description = truncate(htmlToText(item.summaryHtml ?? item.contentHtml ?? ""), DESCRIPTION_MAX);

    const photos = new Set<string>();
    let videoUrl: string | undefined;
    let videoDuration: number | undefined;
    for (const media of item.media) {
      // Against the item's link (itself resolved against the base above): an item may live on
      // another host than the feed's site, and its pictures with it.
      const url = media.url ? resolveUrl(media.url, link) : null;
      if (!url || url.startsWith("mailto:")) continue;
      const kind = mediaKind(media.type, media.medium, url);
      if (kind === "image") photos.add(url);
      else if (kind === "video" && !videoUrl) {
        videoUrl = url;
        videoDuration = durationSeconds(media.duration);
      }
    }
    videoDuration ??= durationSeconds(item.duration);
    const captions = captionTracks(item.captions, link, item.language ?? raw.language ?? null);
    const firstImage = bodyHtml.match(/<img\b[^>]*?\ssrc="([^"]+)"/)?.[1];
    if (firstImage) photos.add(firstImage.replace(/&amp;/g, "&"));

    const author = item.author ? htmlToText(item.author) : "";
    items.push({
      guid: item.guid?.trim() || link,
      link,
      title,
      description,
      bodyHtml,
      publishedAt: parseFeedDate(item.date) ?? fetchedAt,
      ...(author ? { author } : {}),
      categories: [...new Set(item.categories.map((c) => (c ? htmlToText(c) : "")).filter(Boolean))],
      photos: [...photos],
      ...(videoUrl ? { videoUrl } : {}),
      ...(videoDuration ? { videoDuration } : {}),
      ...(captions.length ? { captions } : {}),
    });
  }

  return {
    title: raw.title ? htmlToText(raw.title) : "",
    link: siteLink,
    language: raw.language?.trim().toLowerCase().replace(/_/g, "-") || null,
    items,
    skipped,
  };
}

function mediaKind(type: Maybe, medium: Maybe, url: string): "image" | "video" | null {
  const t = `${type ?? ""} ${medium ?? ""}`.toLowerCase();
  if (t.includes("image")) return "image";
  if (t.includes("video")) return "video";
  if (t.trim()) return null; // audio, documents, …
  if (/\.(?:mp4|webm|m3u8|mov)(?:[?#]|$)/i.test(url)) return "video";
  if (/\.(?:mp3|m4a|ogg|wav|pdf)(?:[?#]|$)/i.test(url)) return null;
  return "image";
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function rootElement(text: string): string | undefined {
  const withoutProlog = text.replace(
    /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>/gi,
    "",
  );
  return withoutProlog.match(/<([A-Za-z_][\w.:-]*)/)?.[1];
}

function endsWithClosingTag(text: string, root: string): boolean {
  const tail = text.slice(-2000).replace(/(?:\s|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)+$/g, "");
  return new RegExp(`</${root.replace(/[.]/g, "\\.")}\\s*>$`).test(tail);
}
