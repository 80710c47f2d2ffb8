import { useEffect } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useRootData } from "#app/root-data.ts";
import { followsStorageKey } from "#core/guest-follows.ts";

/**
 * Once a reader is signed in (after a sign-up or sign-in, or on any later page), the follows this
 * device kept as a guest are saved to the account and the local copy cleared
 * (sync-guest-follows.ts, loaded only when there is something to save).
 */
export function useGuestFollowsSync(): void {
  const root = useRootData();
  const api = useBrowserApi();
  const signedIn = Boolean(root?.user);
  const siteName = root?.site?.name;
  const apiPrefix = root?.apiPrefix;
  useEffect(() => {
    if (!signedIn || !siteName || !apiPrefix) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(followsStorageKey(siteName));
    } catch {
      return;
    }
    if (stored === null) return;
    void import("./sync-guest-follows.ts").then(({ syncGuestFollows }) =>
      syncGuestFollows(api, apiPrefix, siteName),
    );
  }, [api, signedIn, siteName, apiPrefix]);
}
