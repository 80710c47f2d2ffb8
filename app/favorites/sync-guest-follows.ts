import { clearLocalAccountData } from "#app/account/local-account-data.ts";
import { type BrowserApi, createBrowserApi } from "#app/api/browser-api.ts";
import { signInSyncBody } from "#core/guest-follows.ts";
import { clearGuestFollows, readGuestFollows } from "./guest-follows-storage.ts";

/**
 * After a sign-up or sign-in (spec §4 "Following"): the follows this device kept as a guest go to
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

/** The same, with the API client of the page (a 401 drops the device's data, spec §4). */
export function syncGuestFollowsNow(apiPrefix: string, siteName: string): Promise<boolean> {
  return syncGuestFollows(
    createBrowserApi({ onUnauthorized: () => clearLocalAccountData() }),
    apiPrefix,
    siteName,
  );
}
