/**
 * The Cache Storage names the service worker and the pages share (docs/decisions/0082-service-worker-and-offline-pages.md). The worker owns the
 * runtime caches; the pages write the saved-stories cache when a reader saves a story for later, and
 * the worker reads it as a fallback offline. An update deletes every cache but the saved stories
 * (nothing a reader saved is lost); a sign-out deletes them all (they were the reader's).
 */
export const CACHE_PREFIX = "icaro-";

/** Story pages, their data requests, route code and pictures saved for offline reading. */
export const SAVED_STORIES_CACHE = `${CACHE_PREFIX}saved-v1`;

/** The worker's runtime caches (pages, API lists, pictures); versioned by the worker itself. */
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
export const API_CACHE = `${CACHE_PREFIX}api`;
export const PICTURES_CACHE = `${CACHE_PREFIX}pictures`;

/** True for a cache an update keeps. */
export function keptAcrossUpdates(name: string): boolean {
  return name === SAVED_STORIES_CACHE;
}
