import { useEffect } from "react";
import { useRootData } from "#app/root-data.ts";
import { followsStorageKey } from "#core/follows-storage-key.ts";

/**
 * Once a reader is signed in (after a sign-up or sign-in, or on any later page), the follows this
 * device kept as a guest are saved to the account and the local copy cleared
 * (sync-guest-follows.ts, loaded only when there is something to save: every page runs this).
 */
export function useGuestFollowsSync(): void {
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const siteName = root?.site?.name;
  const apiPrefix = root?.apiPrefix;
  useEffect(() => {
    let stored: string | null = null;
    try {
      if (signedIn && siteName && apiPrefix) stored = localStorage.getItem(followsStorageKey(siteName));
    } catch {
      // Storage disabled: nothing was kept on this device.
    }
    if (stored !== null && siteName && apiPrefix)
      void import("./sync-guest-follows.ts").then(({ syncGuestFollowsNow }) =>
        syncGuestFollowsNow(apiPrefix, siteName),
      );
  }, [signedIn, siteName, apiPrefix]);
}
