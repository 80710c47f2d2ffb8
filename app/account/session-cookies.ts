/**
 * The e-mail typed on /signup-email, kept for /signup-password (docs/behaviour/accounts.md#sign-in-and-sign-up "stored sign-up e-mail").
 * The session cookies themselves are set and cleared by the accounts service
 * (server/auth/session-cookies.ts).
 */
export const SIGNUP_EMAIL_COOKIE = "icaro_signup_email";
export const SIGNUP_EMAIL_MAX_AGE_SECONDS = 3600;

function secureFlag(request: Request): string {
  return new URL(request.url).protocol === "https:" ? "; Secure" : "";
}

/** The stored sign-up e-mail: HttpOnly (no script needs it), an hour long, sent with page loads. */
export function signupEmailCookie(request: Request, email: string): string {
  return `${SIGNUP_EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=/; Max-Age=${SIGNUP_EMAIL_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secureFlag(request)}`;
}

/** Expires a cookie of the site (the sign-up e-mail once the account exists). */
export function expiredCookie(request: Request, name: string, httpOnly = true): string {
  return `${name}=; Path=/; Max-Age=0; ${httpOnly ? "HttpOnly; " : ""}SameSite=Lax${secureFlag(request)}`;
}

/**
 * What the next page tells the reader once (app/notices/page-notices.ts): a successful sign-up
 * lands on the home, which said nothing. Readable by the page's script, a minute long.
 */
export const NOTICE_COOKIE = "icaro_notice";

export function noticeCookie(request: Request, notice: "signed_up"): string {
  return `${NOTICE_COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax${secureFlag(request)}`;
}
