import { type BrowserApi, type BrowserApiOptions, createBrowserApi } from "#app/api/browser-api.ts";
import type { RootData } from "#app/root-data.ts";
import { forcedSignOutPath } from "#core/account/auth-guard.ts";
import { clearLocalAccountData } from "./local-account-data.ts";

/** The page's address, and how to leave it (window.location, or a test's). */
export type PageLocation = Pick<Location, "pathname" | "search" | "assign">;

type Root = Pick<RootData, "locale" | "localePrefixes"> | undefined;

/**
 * The signed-out page (with the page's locale prefix) a reader whose session ended goes to from
 * this page, or null when the page is exempt (core/account/auth-guard.ts forcedSignOutPath).
 */
export function signedOutTarget(root: Root, location: Pick<Location, "pathname" | "search">): string | null {
  const prefix = root ? root.localePrefixes[root.locale] : "";
  const { pathname } = location;
  const inPrefix = prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  const path = inPrefix ? pathname.slice(prefix.length) || "/" : pathname;
  const to = forcedSignOutPath(`${path}${location.search}`);
  return to ? `${prefix}${to}` : null;
}

/**
 * The API client of the page's components, with the spec's logged-in watcher: on a 401 this
 * browser's account data is dropped (docs/behaviour/accounts.md#sign-out-and-removal); when the reader was signed in (the page says so, or
 * the refused call carried their session), that session has ended (expired, revoked, signed out
 * elsewhere) and the browser goes to the
 * signed-out page, which says so (docs/behaviour/accounts.md#forced-sign-out), unless the page is an account page,
 * whose data is reloaded instead so its guard sends the reader to sign in again. Any other 401 (a
 * visitor without a session) reloads the page's data, as before.
 *
 * Loaded with the client at its first request (use-browser-api.ts), never in a page's first load.
 */
export function watchedBrowserApi(
  root: RootData | undefined,
  reload: () => void,
  /** The page's location and, in tests, the client's fetch and cookies. */
  environment: { location?: PageLocation } & Pick<BrowserApiOptions, "fetch" | "cookies"> = {},
): BrowserApi {
  const location = environment.location ?? window.location;
  let leaving = false;
  return createBrowserApi({
    root,
    fetch: environment.fetch,
    cookies: environment.cookies,
    onUnauthorized: ({ withSession }) => {
      clearLocalAccountData();
      // The page was rendered for a signed-in reader, or the call carried a session: either way a
      // session ended. Both count: any page-data request after the session died (a prefetch, say)
      // clears its cookies, so the refused call may have gone out without them.
      const target = withSession || root?.user ? signedOutTarget(root, location) : null;
      if (!target) {
        reload();
        return;
      }
      // Several calls may be refused at once: the page is left once.
      if (leaving) return;
      leaving = true;
      location.assign(target);
    },
  });
}
