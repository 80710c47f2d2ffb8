import { parse, serialize } from "hono/utils/cookie";
import { xsrfTokenFor } from "./secrets.ts";
import type { IssuedToken } from "./token-store.ts";

/** The web session cookie of signed-in readers: the accounts service sets it, the page cache steps aside for it. */
export const SESSION_COOKIE = "icaro_session";
/** Readable by the page's script, which echoes it in X-XSRF-TOKEN (docs/behaviour/platform.md#default-headers). */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

/**
 * The web session's two cookies: the token itself (HttpOnly, so no script can read it; SameSite=Lax,
 * so other sites' forms do not carry it on POSTs) and its XSRF companion (readable).
 */
export function sessionCookies(issued: Pick<IssuedToken, "token" | "expiresAt">, secure: boolean): string[] {
  const maxAge = Math.max(0, Math.floor((issued.expiresAt.getTime() - Date.now()) / 1000));
  const common = { path: "/", sameSite: "Lax", secure, maxAge } as const;
  return [
    serialize(SESSION_COOKIE, issued.token, { ...common, httpOnly: true }),
    serialize(XSRF_COOKIE, xsrfTokenFor(issued.token), common),
  ];
}

/**
 * The device cookie of OWASP's guidance (attempt-limiter.ts): set on every successful sign-in, it
 * lets this browser sign in to the account while strangers' failed tries delay other devices.
 * HttpOnly, a year, the random id of the device and nothing else.
 */
export const DEVICE_COOKIE = "icaro_device";
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

export function deviceCookie(device: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE, device, {
    path: "/",
    sameSite: "Lax",
    secure,
    httpOnly: true,
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

/** Cookies that remove the session (sign-out, removal, a session the server no longer knows). */
export function clearedSessionCookies(secure: boolean): string[] {
  const common = { path: "/", sameSite: "Lax", secure, maxAge: 0 } as const;
  return [serialize(SESSION_COOKIE, "", { ...common, httpOnly: true }), serialize(XSRF_COOKIE, "", common)];
}

/** The credentials a request carries, in the forms the service accepts. */
export function credentialsOf(headers: Headers) {
  const cookies = parse(headers.get("cookie") ?? "");
  const bearer = headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return {
    accessToken: headers.get("access-token"),
    client: headers.get("client"),
    uid: headers.get("uid"),
    bearer: bearer ?? null,
    sessionCookie: cookies[SESSION_COOKIE] || null,
    xsrfCookie: cookies[XSRF_COOKIE] || null,
    xsrfHeader: headers.get(XSRF_HEADER),
    deviceCookie: cookies[DEVICE_COOKIE] || null,
  };
}

/**
 * The headers of an in-process API call made for a page (a loader or a form action), with the
 * XSRF proof of the reader's session: the page itself is the proof that a person asked for it
 * (its method is safe, or its form POST came from this site — auth-calls.server.ts), and the API's
 * check exists for browsers whose cookies ride along on other sites' requests. Without it, a
 * signed-in reader's pages that read through a POST list endpoint (`profiles/feed`) answered 403
 * (decision 0086).
 */
export function withSessionXsrfProof(headers: Headers, cookie: string | undefined): void {
  if (!cookie) return;
  const cookies = parse(cookie);
  const session = cookies[SESSION_COOKIE];
  if (!session) {
    headers.set("cookie", cookie);
    return;
  }
  const proof = xsrfTokenFor(session);
  const others = cookie
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair && !pair.startsWith(`${XSRF_COOKIE}=`));
  headers.set("cookie", [...others, `${XSRF_COOKIE}=${proof}`].join("; "));
  headers.set(XSRF_HEADER, proof);
}
