/**
 * The read-later list's rules (docs/behaviour/read-later.md#read-later-list; docs/decisions/0074-read-later-and-likes.md): one list per
 * reader, merged without loss when a guest signs in, shown a slice of per × page at a time, and
 * exported as JSON or as a bookmarks file every browser and read-it-later service imports.
 */

import { escapeHtml } from "../content/html-escape.ts";

/** Stories a list keeps; saving one more drops the oldest saved (a list is read, not archived). */
export const READ_LATER_MAX = 1000;

export type ReadLaterItem = {
  id: number;
  context: "news_stories" | "videos";
  name: string;
  /** Where the story opens: a path on this site, or the publisher's https URL for an external one. */
  url: string;
  /** ISO 8601: when the reader saved it. */
  saved_at: string;
  /** docs/behaviour/read-later.md#read-later-list: saved on this device for reading without a connection. */
  offline?: boolean;
};

const keyOf = (item: Pick<ReadLaterItem, "id" | "context">) => `${item.context}:${item.id}`;

/** Newest saved first; the same instant keeps the higher id first so the order is total. */
function newestFirst(a: ReadLaterItem, b: ReadLaterItem): number {
  return b.saved_at.localeCompare(a.saved_at) || b.id - a.id;
}

/**
 * Two lists as one (a guest's list on this device and their account's on sign-in): every story of
 * either, once, with its latest save and offline if either copy is; newest first, at most the cap.
 */
export function mergeReadLater(
  first: readonly ReadLaterItem[],
  second: readonly ReadLaterItem[],
): ReadLaterItem[] {
  const merged = new Map<string, ReadLaterItem>();
  for (const item of [...first, ...second]) {
    const key = keyOf(item);
    const known = merged.get(key);
    if (!known) {
      merged.set(key, item);
      continue;
    }
    const latest = item.saved_at > known.saved_at ? item : known;
    const offline = Boolean(known.offline || item.offline);
    merged.set(key, offline ? { ...latest, offline } : latest);
  }
  return [...merged.values()].sort(newestFirst).slice(0, READ_LATER_MAX);
}

/** Saves a story (again: it moves to the top), keeping the cap. */
export function withSaved(list: readonly ReadLaterItem[], item: ReadLaterItem): ReadLaterItem[] {
  return mergeReadLater(
    list.filter((entry) => keyOf(entry) !== keyOf(item)),
    [item],
  );
}

export function withoutSaved(
  list: readonly ReadLaterItem[],
  item: Pick<ReadLaterItem, "id" | "context">,
): ReadLaterItem[] {
  return list.filter((entry) => keyOf(entry) !== keyOf(item));
}

export function isSaved(
  list: readonly ReadLaterItem[],
  item: Pick<ReadLaterItem, "id" | "context">,
): boolean {
  return list.some((entry) => keyOf(entry) === keyOf(item));
}

/** docs/behaviour/read-later.md#visible-slice `/readlater` shows the visible slice: the first per × page stories. */
export function visibleSlice<T>(list: readonly T[], per: number, page: number): T[] {
  return list.slice(0, Math.max(0, per) * Math.max(1, page));
}

/**
 * The list as a Netscape bookmarks file (the format every browser, Pocket's successors and most
 * read-later services import). `origin` makes this site's paths absolute; every text is escaped.
 */
export function bookmarksHtml(
  list: readonly ReadLaterItem[],
  options: { title: string; origin: string },
): string {
  const lines = list.flatMap((item) => {
    let href: string;
    try {
      const url = new URL(item.url, options.origin);
      // Only web addresses: a stored `javascript:` or `data:` link must not become a live bookmark.
      if (url.protocol !== "https:" && url.protocol !== "http:") return [];
      href = url.href;
    } catch {
      return [];
    }
    const added = Math.floor(Date.parse(item.saved_at) / 1000);
    return [
      `    <DT><A HREF="${escapeHtml(href)}" ADD_DATE="${Number.isFinite(added) ? added : 0}">${escapeHtml(item.name)}</A>`,
    ];
  });
  return [
    "<!DOCTYPE NETSCAPE-Bookmark-file-1>",
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    `<TITLE>${escapeHtml(options.title)}</TITLE>`,
    `<H1>${escapeHtml(options.title)}</H1>`,
    "<DL><p>",
    ...lines,
    "</DL><p>",
    "",
  ].join("\n");
}
