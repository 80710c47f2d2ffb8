import { clearLocalAccountData } from "#app/account/local-account-data.ts";
import { type BrowserApi, createBrowserApi } from "#app/api/browser-api.ts";
import { followsStorageKey } from "#core/favorites/follows-storage-key.ts";
import { signInSyncBody } from "#core/favorites/guest-follows.ts";
import { browserStorage } from "#core/storage/local-storage-entry.ts";
import { clearGuestFollows, readGuestFollows } from "./guest-follows-storage.ts";

/**
 * After a sign-up or sign-in (docs/behaviour/favorites.md#following): the follows this device kept as a guest go to
 * the account in one call (`POST follows {profiles}`, which merges them with the account's: nothing
 * lost, nothing doubled), then the local copy is cleared. On a failure the copy stays for the next
 * page. The server has already merged the guest's PSID follows at sign-in; this covers a device
 * whose PSID changed (cookies cleared) while its local list stayed.
 */
export async function syncGuestFollows(
  api: BrowserApi,
  apiPrefix: string,
  siteName: string,
): Promise<boolean> {
  const body = signInSyncBody(readGuestFollows(siteName));
  if (!body) {
    clearGuestFollows(siteName);
    return true;
  }
  try {
    const response = await api(`${apiPrefix}follows`, { method: "POST", body: JSON.stringify(body) });
    if (!response.ok) return false;
  } catch {
    return false;
  }
  clearGuestFollows(siteName);
  return true;
}

let started = false;

/**
 * Once per page of a signed-in reader, when this device still holds follows it kept as a guest:
 * run by the follow stars (on the Favourites pages, the account's list, articles and sports
 * pages; their code is loaded then anyway), so no page carries it in its first load. A 401 drops
 * the device's data (docs/behaviour/accounts.md#sign-out-and-removal).
 */
export function syncGuestFollowsOnce(apiPrefix: string, siteName: string): void {
  if (started || !siteName) return;
  if (browserStorage().getItem(followsStorageKey(siteName)) === null) return;
  started = true;
  void syncGuestFollows(
    createBrowserApi({ onUnauthorized: () => clearLocalAccountData() }),
    apiPrefix,
    siteName,
  );
}
