import { useMemo } from "react";
import { useRevalidator } from "react-router";
import { clearLocalAccountData } from "#app/account/local-account-data.ts";
import { createBrowserApi } from "./browser-api.ts";

/**
 * The API client for components (likes, follows, read-later): on a 401 the reader's local data
 * is dropped and the page's data reloaded, so the header and pages show them signed out (spec §4).
 */
export function useBrowserApi() {
  const revalidator = useRevalidator();
  return useMemo(
    () =>
      createBrowserApi({
        onUnauthorized: () => {
          clearLocalAccountData();
          void revalidator.revalidate();
        },
      }),
    [revalidator],
  );
}
