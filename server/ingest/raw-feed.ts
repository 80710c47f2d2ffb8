import { escapeHtmlText } from "#core/content/html-escape.ts";
import type { RawCaption } from "#server/ingest/caption-tracks.ts";

/** What each format gives us, before cleaning. */
export type Maybe = string | undefined;

export interface RawMedia {
  url: Maybe;
  type: Maybe;
  medium?: Maybe;
  /** Seconds, as the feed gave them. */
  duration?: unknown;
}

export interface RawItem {
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

export interface RawFeed {
  title: Maybe;
  /** The site the feed describes (home_page_url, the channel's link, Atom's alternate link). */
  link: Maybe;
  /** Where the feed says it lives itself (JSON Feed's feed_url, a rel="self" link). */
  self: Maybe;
  language: Maybe;
  items: RawItem[];
}

/** A value of the parsed document, as each format reader walks it. */
export type Obj = Record<string, unknown>;

export function obj(value: unknown): Obj | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function objs(value: unknown): Obj[] {
  return list(value)
    .map(obj)
    .filter((o): o is Obj => o !== undefined);
}

export function str(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** Where the feed says it lives itself: its rel="self" link (Atom, and RSS through atom:link). */
export function selfLink(links: unknown): string | undefined {
  return str(objs(links).find((l) => l.rel === "self")?.href);
}

/** Plain text as HTML, for the fields a format gives as text. */
export function escapeText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : escapeHtmlText(text);
}
