import {
  EMPTY_READ_LATER,
  type LocalReadLater,
  parseLocalReadLater,
} from "#core/read-later/read-later-store.ts";
import {
  browserStorage,
  readEntry,
  removeEntry,
  siteStorageKey,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";

/*
 * The device's read-later list (`<site name>ReadLater`, docs/behaviour/read-later.md#read-later-list) through the expiring entries of
 * core/storage/local-storage-entry.ts and its one browser storage (decision 0077: memory where the browser
 * keeps nothing). Every change is announced with the `icaro:read-later` event, so /readlater and
 * the toggles of one page agree.
 */

export const READ_LATER_EVENT = "icaro:read-later";

export function readLocalList(siteName: string): LocalReadLater {
  if (typeof window === "undefined") return EMPTY_READ_LATER;
  return parseLocalReadLater(readEntry(browserStorage(), siteStorageKey(siteName, "ReadLater"), Date.now()));
}

export function writeLocalList(siteName: string, list: LocalReadLater): void {
  const key = siteStorageKey(siteName, "ReadLater");
  if (list.account === null && list.items.length === 0) removeEntry(browserStorage(), key);
  else writeEntry(browserStorage(), key, list, Date.now());
  window.dispatchEvent(new CustomEvent(READ_LATER_EVENT));
}
