import type { FollowRef } from "#core/favorites/follows.ts";
import { followsStorageKey } from "#core/favorites/follows-storage-key.ts";
import {
  type GuestFollows,
  type LocalFollow,
  parseGuestFollows,
  withFollow,
  withoutFollow,
} from "#core/favorites/guest-follows.ts";
import { browserStorage, readEntry, removeEntry, writeEntry } from "#core/storage/local-storage-entry.ts";

/*
 * A guest's follows on this device (`<site name>Follows`, docs/behaviour/favorites.md#follow), read and written through the
 * expiring entries of core/storage/local-storage-entry.ts. Where the browser keeps nothing, the page's
 * memory holds them; the server still holds the guest's follows by PSID.
 */

export function readGuestFollows(siteName: string): GuestFollows {
  return parseGuestFollows(readEntry(browserStorage(), followsStorageKey(siteName), Date.now()));
}

export function writeGuestFollows(siteName: string, state: GuestFollows): void {
  writeEntry(browserStorage(), followsStorageKey(siteName), state, Date.now());
}

export function clearGuestFollows(siteName: string): void {
  removeEntry(browserStorage(), followsStorageKey(siteName));
}

/** Follow adds, unfollow removes (docs/behaviour/favorites.md#guest-follows), flagged unsaved until the guest registers. */
export function rememberGuestFollow(siteName: string, follow: LocalFollow | FollowRef, on: boolean): void {
  const state = readGuestFollows(siteName);
  writeGuestFollows(
    siteName,
    on ? withFollow(state, { name: "", ...follow } as LocalFollow) : withoutFollow(state, follow),
  );
}

/** True when this device holds follows not yet saved to an account. */
export function hasGuestFollows(siteName: string): boolean {
  return readGuestFollows(siteName).follows.length > 0;
}
