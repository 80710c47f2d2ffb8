import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { clearLocalAccountData } from "#app/account/local-account-data.ts";
import { type BrowserApi, createBrowserApi } from "./browser-api.ts";

/**
 * The API client for components: every request the browser makes to the API goes through it
 * (browser-api.ts). On a 401 the reader's local data is dropped and the page's data reloaded, so
 * the header and pages show them signed out (spec §4). The client is the same object for the
 * component's whole life, so effects that use it do not run again when the router's state moves.
 */
export function useBrowserApi(): BrowserApi {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [api] = useState(() =>
    createBrowserApi({
      onUnauthorized: () => {
        clearLocalAccountData();
        void revalidate.current();
      },
    }),
  );
  return api;
}
