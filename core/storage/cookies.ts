/**
 * Cookies as the browser and the web app read and write them: one parser for a Cookie header or
 * `document.cookie`, one writer for the readable preference cookies the browser sets (locale,
 * theme, text size, time zone). The API server reads cookies with Hono's own helpers.
 */

/**
 * The value of cookie `name` in a Cookie header or `document.cookie`, or undefined. The first
 * of a repeated name wins (browsers send the most specific path first); surrounding double quotes
 * are dropped (RFC 6265 allows them); a value that is not valid percent-encoding counts as absent,
 * since it was not written by us.
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The web session's readable companion cookie (docs/behaviour/platform.md#default-headers): the browser echoes it in X-XSRF-TOKEN on
 * a write authenticated by the HttpOnly session cookie.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";

/**
 * Whether these cookies hold a web session: then the API refuses a write that does not echo the
 * XSRF cookie, so a write must go through the browser's API client, never a bare `sendBeacon`.
 */
export function hasWebSession(cookies: string | null | undefined): boolean {
  return Boolean(cookieValue(cookies, XSRF_COOKIE));
}

/** A cookie of a request, or undefined. */
export function requestCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get("cookie"), name);
}

/**
 * The `document.cookie` assignment for a preference the page itself reads (so not HttpOnly): whole
 * site, SameSite=Lax, kept `maxAgeSeconds`.
 */
export function preferenceCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
