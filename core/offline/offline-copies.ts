/*
 * Which saved stories this device keeps a copy of for reading offline, and what to free (decision 0084). The copies live in the saved-stories cache (core/service-worker/offline-caches.ts), with one
 * index entry that says which URLs each story stored (its page, its data request, the route code
 * and styles the page links, its pictures): removing a story frees the URLs no other kept copy
 * uses. The browser side is app/offline/saved-stories.ts.
 */

/** Saved stories kept readable offline at most: the newest; older saves stay in the list, online only. */
export const OFFLINE_STORIES_MAX = 50;

/** The index's own (made-up, never requested) address in the saved-stories cache. */
export const OFFLINE_INDEX_URL = "/__offline-copies.json";

/** The index entry of the /readlater page itself: stored whenever the list changes, never freed. */
export const READ_LATER_PAGE_KEY = "page:readlater";

/** A story's key in the index (`news_stories:12`) → the same-origin URLs its copy stored. */
export type OfflineIndex = Record<string, string[]>;

/** The stored index, or an empty one when it is missing or not ours (a corrupt entry is rebuilt). */
export function parseOfflineIndex(value: unknown): OfflineIndex {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const index: OfflineIndex = {};
  for (const [key, urls] of Object.entries(value)) {
    if (!Array.isArray(urls)) continue;
    const kept = urls.filter((url): url is string => typeof url === "string" && url.startsWith("/"));
    if (kept.length > 0) index[key] = kept;
  }
  return index;
}

export type OfflineStory = { key: string; path: string };

/**
 * What to do for this list (newest saved first): the stories to store (within the cap, not stored
 * yet), the stories to forget (removed, or pushed past the cap) and the URLs that frees — those no
 * kept copy (nor the /readlater page) also uses, so shared route code stays.
 */
export function offlinePlan(
  index: OfflineIndex,
  list: readonly OfflineStory[],
): { store: OfflineStory[]; forget: string[]; freeUrls: string[] } {
  const wanted = list.slice(0, OFFLINE_STORIES_MAX);
  const wantedKeys = new Set(wanted.map((story) => story.key));
  const forget = Object.keys(index).filter((key) => key !== READ_LATER_PAGE_KEY && !wantedKeys.has(key));
  const kept = new Set(
    Object.entries(index)
      .filter(([key]) => !forget.includes(key))
      .flatMap(([, urls]) => urls),
  );
  const freeUrls = [...new Set(forget.flatMap((key) => index[key]))].filter((url) => !kept.has(url));
  return { store: wanted.filter((story) => !(story.key in index)), forget, freeUrls };
}

/**
 * The URLs a copy stored before and no longer needs now that it is stored again (the /readlater
 * page after a deploy: its old route code), except those another copy still lists.
 */
export function replacedUrls(index: OfflineIndex, key: string, next: readonly string[]): string[] {
  const kept = new Set([
    ...next,
    ...Object.entries(index)
      .filter(([other]) => other !== key)
      .flatMap(([, urls]) => urls),
  ]);
  return (index[key] ?? []).filter((url) => !kept.has(url));
}

/**
 * The React Router data request of a page (single fetch, this version: `<path>.data`, `/` as
 * `/_root.data`, a locale's root as `/es/_root.data`; trailing slashes dropped). A client
 * navigation adds `?_routes=…` for the routes it revalidates: the stored copy is the full answer,
 * to be matched ignoring the search (decision 0084).
 */
export function dataRequestUrl(path: string, localePrefix = ""): string {
  const [pathname, search = ""] = path.split("?");
  const query = search ? `?${search}` : "";
  if (pathname === "/" || pathname === "") return `/_root.data${query}`;
  const trimmed = pathname.replace(/\/+$/, "");
  if (localePrefix && trimmed === localePrefix) return `${localePrefix}/_root.data${query}`;
  return `${trimmed}.data${query}`;
}

/**
 * React Router's route-discovery request for a page (lazy discovery: `<prefix>/__manifest?paths=
 * <the path and its ancestors>&version=<build>`), which a client navigation to a route the page has
 * not discovered yet makes before its data request. Stored with the copy so that, offline, a link
 * from /readlater to a saved story can still find its route; the worker matches it ignoring the
 * search (the answer is the same article route for every saved story).
 */
export function manifestRequestUrl(path: string, localePrefix: string, version: string): string {
  const pathname = path.split("?")[0];
  const paths = new Set<string>();
  for (let i = 1; i < pathname.length; i++) if (pathname[i] === "/") paths.add(pathname.slice(0, i));
  paths.add(pathname);
  const search = new URLSearchParams({ paths: [...paths].sort().join(","), version });
  return `${localePrefix}/__manifest?${search}`;
}

/** True for a story that opens on this site (a publisher's external link has nothing to store). */
export function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}
