import type { Context, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { carriedPsid, isUsablePsid } from "#core/analytics/psid.ts";
import { PSID_COOKIE, PSID_MAX_AGE_SECONDS } from "#core/site/constants.ts";
import type { AppEnv } from "../app-env.ts";

/** The Set-Cookie line that gives a visitor their PSID. */
export function psidSetCookie(psid: string, secure: boolean): string {
  return generateCookie(PSID_COOKIE, psid, {
    path: "/",
    maxAge: PSID_MAX_AGE_SECONDS,
    sameSite: "Strict",
    secure,
  });
}

/** The PSID this request carries (cookie, else header), or null: core/analytics/psid.ts's one order. */
export function requestPsid(c: Context<AppEnv>): string | null {
  return carriedPsid(getCookie(c, PSID_COOKIE), c.req.header("psid"));
}

/** A shared cache must not keep (and replay) one visitor's cookie: a public answer becomes theirs. */
export function cacheControlWithCookie(cacheControl: string | null): string | null {
  return cacheControl !== null && /\bpublic\b/.test(cacheControl) ? "private, no-cache" : cacheControl;
}

/**
 * Every visitor has a PSID (docs/behaviour/platform.md#psid): kept from the cookie, or from the PSID header of
 * API clients without cookies; set as a cookie when missing, empty or the string "undefined".
 */
export function psidCookie(options: { secure: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fromCookie = getCookie(c, PSID_COOKIE);
    const psid = requestPsid(c) ?? crypto.randomUUID();
    c.set("psid", psid);
    await next();
    if (!isUsablePsid(fromCookie)) {
      // Appended to the built response: setCookie() after next() would copy the whole response.
      c.res.headers.append("Set-Cookie", psidSetCookie(psid, options.secure));
      const control = cacheControlWithCookie(c.res.headers.get("Cache-Control"));
      if (control !== null) c.res.headers.set("Cache-Control", control);
    }
  };
}
