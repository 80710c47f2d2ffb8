import { browserStorage } from "#core/storage/local-storage-entry.ts";

/**
 * What this browser keeps about the reader (follows, read-later, rewards progress, cached
 * feeds) lives in local storage under the site's keys, its offline copies in Cache Storage and
 * its changes made offline in IndexedDB; after a sign-out, an account removal or a 401 all are dropped so the next reader of the device
 * starts from the site's defaults (docs/behaviour/accounts.md#sign-out-and-removal). The theme, text size and language are cookies and
 * stay.
 */
export function clearLocalAccountData(storage: Partial<Pick<Storage, "clear">> = browserStorage()) {
  try {
    storage.clear?.();
  } catch {
    // Storage disabled or full: nothing is kept there either.
  }
  // Loaded when needed: a static import would be listed with this module wherever it is preloaded
  // (the home's first load among them). Offline, the service worker empties them at the sign-out.
  import("#app/service-worker/clear-offline-copies.ts")
    .then((module) => module.clearOfflineCopies())
    .catch(() => {});
  import("#app/offline/queue-store.ts")
    .then(async (module) => (await module.queueStore()).clear())
    .catch(() => {});
}
