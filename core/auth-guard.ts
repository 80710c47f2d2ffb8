import { isSafeRedirect } from "./safe-redirect.ts";

/** Spec §4 "Auth and session": pages are guest-only, need login, or are exempt. */
export type AuthGuard = "guest" | "login" | "exempt";

/** Spec §2 "Auth redirect targets". */
export const LOGIN_PATH = "/accounts/user";
export const SIGNED_OUT_PATH = "/accounts/user/signedout";
export const PROFILE_PATH = "/accounts/user/signedin";
/** Where a signed-in reader is sent from a guest-only page (spec §4). */
export const SIGNED_IN_HOME = "/accounts/user/signedin/saved";
/** The query key that carries the page to return to after signing in. */
export const REDIRECT_PARAM = "redirect";

/** The login page remembering `back` (only a safe relative path is remembered, spec §5). */
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
  if (guard === "guest" && signedIn) return SIGNED_IN_HOME;
  return null;
}

/** Guest-only account pages; returning to one of them after signing in would bounce again. */
const GUEST_PAGES =
  /^\/accounts\/user(\/(signup-email|signup-password|forgotpassword|reset_password))?\/?(\?|#|$)/;

/**
 * Where sign-in success goes (spec §4): the remembered page if it is a safe relative path that is
 * not itself a guest-only page, otherwise the home page.
 */
export function afterSignIn(remembered: string | null | undefined): string {
  if (!isSafeRedirect(remembered) || GUEST_PAGES.test(remembered)) return "/";
  return remembered;
}
