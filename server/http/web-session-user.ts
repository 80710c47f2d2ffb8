import type { Hono } from "hono";
import type { Logger } from "pino";
import type { SessionUser } from "#core/session-state.ts";
import type { AppEnv } from "./app-env.ts";
import { SESSION_COOKIE } from "./page-cache.ts";

/**
 * The signed-in reader of a page request, read once per request through the accounts API
 * in-process (docs/decisions/0003): pages without the session cookie (every anonymous reader)
 * skip the call entirely. An expired or unknown session reads as anonymous.
 */
export async function webSessionUser(
  api: Hono<AppEnv>,
  options: { apiPrefix: string; cookie: string | undefined; psid: string; log: Logger },
): Promise<SessionUser | null> {
  if (!options.cookie || !hasSessionCookie(options.cookie)) return null;
  try {
    const response = await api.request(
      `${options.apiPrefix}auth/validate_token`,
      { headers: { cookie: options.cookie, psid: options.psid, accept: "application/json" } },
      { log: options.log },
    );
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: SessionUser; user?: SessionUser };
    const user = body.data ?? body.user;
    return user && typeof user === "object" && "id" in user ? user : null;
  } catch (error) {
    options.log.warn({ err: error }, "could not read the session's user; treating the reader as anonymous");
    return null;
  }
}

export function hasSessionCookie(cookie: string): boolean {
  return cookie.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === SESSION_COOKIE && Boolean(value);
  });
}
