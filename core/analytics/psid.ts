/**
 * A PSID that is missing, empty or the literal string "undefined" is regenerated (docs/behaviour/platform.md#psid);
 * so is anything that is not a plain token, since it goes back out in a cookie.
 */
export function isUsablePsid(value: string | undefined | null): value is string {
  return typeof value === "string" && value !== "undefined" && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}

/**
 * The PSID a request carries, in the one order every reader of it follows
 * (docs/behaviour/platform.md#psid): the cookie's, which the server set, else the `psid` header an
 * API client without cookies sends; null when neither is usable.
 */
export function carriedPsid(
  cookie: string | undefined | null,
  header: string | undefined | null,
): string | null {
  if (isUsablePsid(cookie)) return cookie;
  return isUsablePsid(header) ? header : null;
}

/**
 * The PSID cookie as the browser writes it when it has none (docs/behaviour/platform.md#psid): 31,536,000 s, a year (the
 * server's is core/site/constants.ts PSID_MAX_AGE_SECONDS). Here, not in constants.ts, which is in
 * every page's shell: only the lazily loaded API client writes it.
 */
export const PSID_CLIENT_MAX_AGE_SECONDS = 31_536_000;

/**
 * Where the browser keeps its PSID (docs/behaviour/platform.md#psid): `cookie` writes the psid
 * cookie, `storage` the site's `PSIDCookie` local storage entry, `none` nothing (the cookie
 * already holds it).
 */
export type PsidPlan = { psid: string; keep: "none" | "cookie" | "storage" };

/**
 * The browser's PSID: the psid cookie's when it is usable. Otherwise, with cookies allowed, one
 * written to the cookie — the one local storage kept while cookies were off (the server holds a
 * guest's follows by it), else a new one; with cookies refused, the one local storage keeps, else
 * a new one kept there. A value that is missing, empty or "undefined" is never used (docs/behaviour/platform.md#psid).
 */
export function browserPsidPlan(input: {
  cookie: string | null | undefined;
  stored: unknown;
  cookiesEnabled: boolean;
  newId: () => string;
}): PsidPlan {
  if (isUsablePsid(input.cookie)) return { psid: input.cookie, keep: "none" };
  const stored = typeof input.stored === "string" && isUsablePsid(input.stored) ? input.stored : null;
  if (input.cookiesEnabled) return { psid: stored ?? input.newId(), keep: "cookie" };
  return stored ? { psid: stored, keep: "none" } : { psid: input.newId(), keep: "storage" };
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a site served over plain http gets one made of `getRandomValues`, which exists in
 * every context.
 */
export function randomUuid(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
