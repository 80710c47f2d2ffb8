import { isSafeRedirect } from "../routing/safe-redirect.ts";

/** docs/behaviour/accounts.md#sign-in-and-sign-up: pages are guest-only, need login, or are exempt. */
export type AuthGuard = "guest" | "login" | "exempt";

/** docs/behaviour/accounts.md#auth-redirect-targets. */
export const LOGIN_PATH = "/accounts/user";
export const SIGNED_OUT_PATH = "/accounts/user/signedout";
export const PROFILE_PATH = "/accounts/user/signedin";
/** Where a signed-in reader is sent from a guest-only page (docs/behaviour/accounts.md#page-guards). */
export const SIGNED_IN_HOME = "/accounts/user/signedin/saved";
/** The query key that carries the page to return to after signing in. */
export const REDIRECT_PARAM = "redirect";
/** docs/behaviour/accounts.md#auth-redirect-targets: the login callback is `/accounts/user?login=1`, where a social login comes back. */
export const LOGIN_CALLBACK_PARAM = "login";
/** The login page's query after a failed social login (docs/behaviour/accounts.md#login-texts: the login form shows its error). */
export const SOCIAL_FAILED_PARAM = "social";

/** `/accounts/user?<query>`, remembering `back` when it is a safe relative path (docs/behaviour/accounts.md#safe-redirect). */
function loginPathWith(query: Record<string, string>, back: string | null | undefined): string {
  const params = new URLSearchParams(query);
  if (isSafeRedirect(back)) params.set(REDIRECT_PARAM, back);
  return `${LOGIN_PATH}?${params}`;
}

/** The login callback (docs/behaviour/accounts.md#auth-redirect-targets), carrying the page to return to; a social login comes back here. */
export function loginCallbackPath(back: string | null | undefined): string {
  return loginPathWith({ [LOGIN_CALLBACK_PARAM]: "1" }, back);
}

/** The login form saying a social login failed (docs/behaviour/accounts.md#login-texts), still remembering the page to return to. */
export function socialFailedPath(back: string | null | undefined): string {
  return loginPathWith({ [SOCIAL_FAILED_PARAM]: "failed" }, back);
}

/**
 * Where the login callback sends a signed-in reader: on, as a sign-in does (`afterSignIn`). Null
 * when `path` (path and query, without the locale prefix) is not the callback.
 */
export function loginCallbackTarget(path: string): string | null {
  const url = new URL(path, "http://icaro.invalid");
  if (url.pathname.replace(/\/$/, "") !== LOGIN_PATH) return null;
  if (url.searchParams.get(LOGIN_CALLBACK_PARAM) !== "1") return null;
  return afterSignIn(url.searchParams.get(REDIRECT_PARAM));
}

/** The login page remembering `back` (only a safe relative path is remembered, docs/behaviour/accounts.md#safe-redirect). */
export function loginPathFor(back: string | null | undefined): string {
  if (!back || back === "/" || !isSafeRedirect(back)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * Where the guard of a page sends this reader, or null to show the page. `path` is the page's
 * path and query without the locale prefix.
 */
export function guardRedirect(guard: AuthGuard, signedIn: boolean, path: string): string | null {
  if (guard === "login" && !signedIn) return loginPathFor(path);
  // The login callback is a guest page too, but the reader who reaches it signed in just signed in.
  if (guard === "guest" && signedIn) return loginCallbackTarget(path) ?? SIGNED_IN_HOME;
  return null;
}

/** Guest-only account pages; returning to one of them after signing in would bounce again. */
const GUEST_PAGES =
  /^\/accounts\/user(\/(signup-email|signup-password|forgotpassword|reset_password))?\/?(\?|#|$)/;

/**
 * Where sign-in success goes (docs/behaviour/accounts.md#remembered-page): the remembered page if it is a safe relative path that is
 * not itself a guest-only page, otherwise the home page.
 */
export function afterSignIn(remembered: string | null | undefined): string {
  if (!isSafeRedirect(remembered) || GUEST_PAGES.test(remembered)) return "/";
  return remembered;
}

/** The signed-out page's query when the session ended by itself (docs/behaviour/accounts.md#forced-sign-out). */
export const SESSION_ENDED_PARAM = "ended";

/**
 * Pages the logged-in watcher leaves alone (docs/behaviour/accounts.md#page-guards "unless the page is exempt"): the account
 * pages, which deal with the session themselves (their guards send a reader whose session ended
 * to the login page, remembering the page).
 */
const WATCH_EXEMPT = /^\/(accounts\/user|reset_password|invalid_token)(\/|\?|#|$)/;

/**
 * Where the browser goes when the API answered 401 to a call made with the reader's session
 * (docs/behaviour/accounts.md#forced-sign-out): the signed-out page saying the session ended, remembering the page
 * to come back to after signing in again. Null on an exempt page. `path` is the page's path and
 * query without the locale prefix.
 */
export function forcedSignOutPath(path: string): string | null {
  if (WATCH_EXEMPT.test(path)) return null;
  const params = new URLSearchParams({ [SESSION_ENDED_PARAM]: "1" });
  if (path !== "/" && isSafeRedirect(path)) params.set(REDIRECT_PARAM, path);
  return `${SIGNED_OUT_PATH}?${params}`;
}
