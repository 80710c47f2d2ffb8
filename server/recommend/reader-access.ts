import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isUsablePsid } from "#core/analytics/psid.ts";
import { PSID_COOKIE } from "#core/site/constants.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import type { Reader } from "./reader-affinity.ts";

/**
 * Whether the request is the reader whose history `reader` names: for `anon-<psid>`, the request
 * carries that PSID (the `psid` header API clients send, or the cookie the browser sends); for a
 * user's tid, the request is signed in as that user. A PSID is the guest's only credential, so
 * holding it is what makes the history theirs; PSIDs are UUIDs and compared without case, as
 * `parseUserId` lowers the requested one.
 */
export function isRequestReader(c: Context<AppEnv>, reader: Reader): boolean {
  if (reader.kind === "user") return (c.var.user?.tid ?? null) === reader.userId;
  const held = [c.req.header("psid"), getCookie(c, PSID_COOKIE)];
  return held.some((psid) => isUsablePsid(psid) && psid.toLowerCase() === reader.psid);
}
