/**
 * The cookies of the web session (PLAN "Accounts contract"): the HttpOnly session set by the
 * accounts API, and the readable XSRF token whose value the browser sends back as a header on
 * cookie-authenticated API writes (spec §7).
 */
export const SESSION_COOKIE = "icaro_session";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
/** The e-mail typed on /signup-email, kept for /signup-password (spec §5 "stored sign-up e-mail"). */
export const SIGNUP_EMAIL_COOKIE = "icaro_signup_email";
export const SIGNUP_EMAIL_MAX_AGE_SECONDS = 3600;

function secureFlag(request: Request): string {
  return new URL(request.url).protocol === "https:" ? "; Secure" : "";
}

/** The stored sign-up e-mail: HttpOnly (no script needs it), an hour long, sent with page loads. */
export function signupEmailCookie(request: Request, email: string): string {
  return `${SIGNUP_EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=/; Max-Age=${SIGNUP_EMAIL_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secureFlag(request)}`;
}

/** Expires a cookie of the site (the session, the XSRF token, the sign-up e-mail). */
export function expiredCookie(request: Request, name: string, httpOnly = true): string {
  return `${name}=; Path=/; Max-Age=0; ${httpOnly ? "HttpOnly; " : ""}SameSite=Lax${secureFlag(request)}`;
}

/** Clears the session locally, whatever the server answered (spec §4: a failed sign-out still clears). */
export function clearedSessionCookies(request: Request): string[] {
  return [expiredCookie(request, SESSION_COOKIE), expiredCookie(request, XSRF_COOKIE, false)];
}
