import { browserStorage } from "#core/local-storage-entry.ts";

/**
 * What this browser keeps about the reader (follows, read-later, rewards progress, cached
 * feeds) lives in local storage under the site's keys; after a sign-out, an account removal or
 * a 401 it is dropped so the next reader of the device starts from the site's defaults
 * (spec §4). The theme, text size and language are cookies and stay.
 */
export function clearLocalAccountData(storage: Partial<Pick<Storage, "clear">> = browserStorage()) {
  try {
    storage.clear?.();
  } catch {
    // Storage disabled or full: nothing is kept there either.
  }
}
