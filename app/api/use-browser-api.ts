import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { type RootData, useRootData } from "#app/root-data.ts";
import type { BrowserApi } from "./browser-api.ts";

/**
 * The API client for components: every request the browser makes to the API goes through it
 * (browser-api.ts). On a 401 the reader's local data is dropped and the page's data reloaded, so
 * the header and pages show them signed out (docs/behaviour/accounts.md#sign-out-and-removal); a 401 to a call made with the reader's
 * session leaves for the signed-out page (app/account/session-watcher.ts, docs/behaviour/accounts.md#login-texts).
 *
 * The client's code is loaded at the first request, not with the page: the pages that use it
 * (home, feed, article, calendar) are at their JavaScript budget, and their first request comes
 * after hydration ("For you", a scroll, a click). The function is the same for the
 * component's whole life, so effects that use it do not run again when the router's state moves.
 */
export function useBrowserApi(): BrowserApi {
  const revalidator = useRevalidator();
  const root = useRootData();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [api] = useState(() =>
    lazyClient(() => {
      void revalidate.current();
    }, root),
  );
  return api;
}

/** A client that loads its code (with the session watcher's) at its first request. */
function lazyClient(reload: () => void, root: RootData | undefined): BrowserApi {
  let client: Promise<BrowserApi> | undefined;
  const load = () =>
    (client ??= import("#app/account/session-watcher.ts").then((m) => m.watchedBrowserApi(root, reload)));
  const api: BrowserApi = (path, init) => load().then((request) => request(path, init));
  api.psid = () => load().then((request) => request.psid?.() ?? null);
  return api;
}
