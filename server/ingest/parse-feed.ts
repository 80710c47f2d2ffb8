import { DetectError, parseFeed as feedsmithParse, parseJsonFeed } from "feedsmith";
import { escapeHtmlText } from "#core/html-escape.ts";
import type { CaptionTrackJson } from "#core/tv.ts";
import { captionTracks, durationSeconds, type RawCaption } from "#server/ingest/caption-tracks.ts";
import { decodeFeedBytes } from "#server/ingest/decode-feed.ts";
import { parseFeedDate } from "#server/ingest/parse-dates.ts";
import { htmlToText, resolveUrl, sanitizeBody } from "#server/ingest/sanitize-body.ts";

/**
 * The ingestion core: the bytes of an RSS 0.9x/1.0/2.0, Atom 1.0 or JSON Feed 1.0/1.1 document in,
 * clean items out. Parsing is done by feedsmith (fast-xml-parser underneath, with entity processing
 * off, so DTD entities are never expanded; documents that declare entities are refused outright).
 */

export class FeedError extends Error {
  override name = "FeedError";
}

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

/** What each format gives us, before cleaning. */
type Maybe = string | undefined;

interface RawMedia {
  url: Maybe;
  type: Maybe;
  medium?: Maybe;
  /** Seconds, as the feed gave them. */
  duration?: unknown;
}

interface RawItem {
  guid: Maybe;
  link: Maybe;
  title: Maybe;
  summaryHtml: Maybe;
  contentHtml: Maybe;
  date: Maybe;
  author: Maybe;
  categories: Maybe[];
  media: RawMedia[];
  /** A duration for the item as a whole (`itunes:duration`), in seconds. */
  duration?: unknown;
  captions: RawCaption[];
  /** The item's own language (JSON Feed 1.1), for captions that do not name theirs. */
  language?: Maybe;
}

interface RawFeed {
  title: Maybe;
  /** The site the feed describes (home_page_url, the channel's link, Atom's alternate link). */
  link: Maybe;
  /** Where the feed says it lives itself (JSON Feed's feed_url, a rel="self" link). */
  self: Maybe;
  language: Maybe;
  items: RawItem[];
}

export function parseFeed(bytes: Uint8Array, options: ParseFeedOptions = {}): ParsedFeed {
  const text = decodeFeedBytes(bytes, options.contentType).replace(/^\uFEFF/, "");
  const first = text.trimStart()[0];
  if (first === undefined) throw new FeedError("The feed is empty");
  const raw = first === "{" ? readJson(text) : readXml(text);
  return clean(raw, options);
}

function readJson(text: string): RawFeed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`Invalid JSON: ${(error as Error).message}`);
  }
  let feed: Obj;
  try {
    feed = parseJsonFeed(json) as Obj;
  } catch {
    throw new FeedError("The JSON document is not a JSON Feed");
  }
  return {
    title: str(feed.title),
    link: str(feed.home_page_url),
    self: str(feed.feed_url),
    language: str(feed.language),
    items: objs(feed.items).map((item) => ({
      guid: str(item.id),
      link: str(item.url) ?? str(item.external_url),
      title: str(item.title),
      summaryHtml: escapeText(str(item.summary)),
      contentHtml: str(item.content_html) ?? escapeText(str(item.content_text)),
      date: str(item.date_published) ?? str(item.date_modified),
      author: str(objs(item.authors)[0]?.name) ?? str(obj(item.author)?.name),
      categories: list(item.tags).map(str),
      media: [
        { url: str(item.image), type: "image/*" },
        { url: str(item.banner_image), type: "image/*" },
        ...objs(item.attachments).map((a) => ({
          url: str(a.url),
          type: str(a.mime_type) ?? "",
          duration: a.duration_in_seconds,
        })),
      ],
      captions: objs(item.attachments)
        .filter((a) => /^text\/vtt\b/i.test(str(a.mime_type) ?? ""))
        .map((a) => ({ src: str(a.url), type: str(a.mime_type), title: str(a.title) })),
      language: str(item.language),
    })),
  };
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

function readRss(feed: Obj): RawFeed {
  const dc = obj(feed.dc);
  return {
    title: str(feed.title),
    link: str(feed.link),
    self: selfLink(obj(feed.atom)?.links),
    language: str(feed.language) ?? str(list(dc?.languages)[0]) ?? str(dc?.language),
    items: objs(feed.items).map((item) => {
      const itemDc = obj(item.dc);
      const guid = obj(item.guid);
      const permalink = guid?.isPermaLink !== false ? str(guid?.value) : undefined;
      return {
        guid: str(guid?.value),
        link: str(item.link) ?? (permalink && /^https?:/i.test(permalink) ? permalink : undefined),
        title: str(item.title) ?? str(list(itemDc?.titles)[0]),
        summaryHtml: str(item.description),
        contentHtml: str(obj(item.content)?.encoded),
        date: str(item.pubDate) ?? str(list(itemDc?.dates)[0]) ?? str(obj(item.atom)?.updated),
        author: str(list(itemDc?.creators)[0]) ?? str(item.author) ?? str(list(item.authors)[0]),
        categories: [...objs(item.categories).map((c) => str(c.name)), ...list(itemDc?.subjects).map(str)],
        media: [
          ...mediaOf(obj(item.media)),
          ...[...objs(item.enclosures), ...objs([item.enclosure])].map((e) => ({
            url: str(e.url),
            type: str(e.type),
          })),
        ],
        duration: obj(item.itunes)?.duration,
        captions: subTitlesOf(obj(item.media)),
      };
    }),
  };
}

function readAtom(feed: Obj): RawFeed {
  return {
    title: textOf(feed.title),
    link: alternate(feed.links),
    self: selfLink(feed.links),
    language: str(obj(feed.xml)?.lang),
    items: objs(feed.entries).map((entry) => {
      const links = objs(entry.links);
      return {
        guid: str(entry.id),
        link: alternate(entry.links),
        title: textOf(entry.title),
        summaryHtml: htmlOf(entry.summary),
        contentHtml: htmlOf(entry.content),
        date: str(entry.published) ?? str(entry.updated),
        author: str(objs(entry.authors)[0]?.name),
        categories: objs(entry.categories).map((c) => str(c.label) ?? str(c.term)),
        media: [
          ...mediaOf(obj(entry.media)),
          ...links.filter((l) => l.rel === "enclosure").map((l) => ({ url: str(l.href), type: str(l.type) })),
        ],
        duration: obj(entry.itunes)?.duration,
        captions: subTitlesOf(obj(entry.media)),
      };
    }),
  };
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

/** media:content, media:thumbnail and media:group, in that order. */
function mediaOf(media: Obj | undefined): RawMedia[] {
  if (!media) return [];
  const groups = objs(media.groups);
  const entries = [
    ...objs(media.contents),
    ...groups.flatMap((g) => objs(g.contents)),
    ...objs(media.thumbnails).map((t): Obj => ({ ...t, medium: "image" })),
    ...groups.flatMap((g) => objs(g.thumbnails).map((t): Obj => ({ ...t, medium: "image" }))),
  ];
  return entries.map((m) => ({
    url: str(m.url),
    type: str(m.type),
    medium: str(m.medium),
    duration: m.duration,
  }));
}

/** media:subTitle of the item, of its media:content and of its media:group, in that order. */
function subTitlesOf(media: Obj | undefined): RawCaption[] {
  if (!media) return [];
  const groups = objs(media.groups);
  const holders = [media, ...objs(media.contents), ...groups, ...groups.flatMap((g) => objs(g.contents))];
  return holders.flatMap((holder) =>
    objs(holder.subTitles).map((t) => ({ src: str(t.href), type: str(t.type), language: str(t.lang) })),
  );
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

type Obj = Record<string, unknown>;

function obj(value: unknown): Obj | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function objs(value: unknown): Obj[] {
  return list(value)
    .map(obj)
    .filter((o): o is Obj => o !== undefined);
}

function str(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** Atom text constructs: plain text, HTML or XHTML, returned as HTML. */
function htmlOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  const construct = obj(value);
  const text = str(construct?.value);
  if (!text) return undefined;
  return construct?.type === "text" || construct?.type === undefined ? escapeText(text) : text;
}

function textOf(value: unknown): string | undefined {
  return htmlOf(value);
}

function selfLink(links: unknown): string | undefined {
  return str(objs(links).find((l) => l.rel === "self")?.href);
}

function alternate(links: unknown): string | undefined {
  const all = objs(links);
  const found = all.find((l) => l.rel === undefined || l.rel === "alternate") ?? all[0];
  return str(found?.href);
}

function escapeText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : escapeHtmlText(text);
}
