import { recordOnce, VIDEO_READ_AFTER_MS } from "#core/rewards/rewards.ts";
import {
  type EntryStorage,
  readEntry,
  siteStorageKey,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";

/**
 * The read-article cache of a rewards program (docs/behaviour/rewards.md#program-storage RewardsDoneArticle, 3 h; docs/behaviour/platform.md#local-storage-expiry, docs/behaviour/limits.md#rewards-limits): the
 * article page writes a read here once the API has recorded it, and the rewards icon, which
 * rechecks it every 100 ms, asks the server for the new progress. Its own small chunk, loaded
 * by the article page only when a program is stored.
 */

/** A read recorded for rewards: once per id. */
export type DoneArticle = { id: number; context: string; at: number };

/** docs/behaviour/rewards.md#reads-and-shares A read story (or video) recorded once by id, for the 100 ms check to see. */
export function recordRewardsRead(
  storage: EntryStorage,
  siteName: string,
  read: { id: number; context: string },
  now: number,
): void {
  const key = siteStorageKey(siteName, "RewardsDoneArticle");
  const done = doneArticles(storage, siteName, now);
  const ids = done.map((article) => article.id);
  if (recordOnce(ids, read.id).length === ids.length) return;
  writeEntry(storage, key, [...done, { id: read.id, context: read.context, at: now }], now);
}

export function doneArticles(storage: EntryStorage, siteName: string, now: number): DoneArticle[] {
  const value = readEntry<unknown>(storage, siteStorageKey(siteName, "RewardsDoneArticle"), now);
  return Array.isArray(value)
    ? value.filter(
        (item): item is DoneArticle =>
          typeof item?.id === "number" && typeof item.context === "string" && typeof item.at === "number",
      )
    : [];
}

/** docs/behaviour/limits.md#rewards-limits The reads that count now: a story at once, a video after 10 s of watching. */
export function countedReads(done: readonly DoneArticle[], now: number): number[] {
  return done
    .filter((article) => article.context !== "videos" || now - article.at >= VIDEO_READ_AFTER_MS)
    .map((article) => article.id);
}
