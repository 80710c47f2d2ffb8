import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";
import { authErrors } from "./auth-error.ts";
import type { AuthService } from "./auth-service.ts";
import { safeEqual, xsrfTokenFor } from "./secrets.ts";
import { credentialsOf } from "./session-cookies.ts";
import type { IssuedToken } from "./token-store.ts";
import { toUserJson } from "./user-json.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** devise_token_auth's response headers for a client's token. */
export function setTokenHeaders(c: Context, issued: IssuedToken, uid: string) {
  c.header("access-token", issued.token);
  c.header("client", issued.client);
  c.header("uid", uid);
  c.header("token-type", "Bearer");
  c.header("expiry", String(Math.floor(issued.expiresAt.getTime() / 1000)));
  c.header("cache-control", "no-store");
}

/**
 * Sets `c.var.user` and `c.var.auth` from the request's credentials. A write authenticated by the
 * session cookie alone (which the browser attaches by itself) must echo the XSRF-TOKEN cookie in
 * X-XSRF-TOKEN, and the pair must belong to that session; header and Bearer clients send their
 * credentials on purpose and need no such proof. With rotation on, the response of a
 * header-authenticated request carries the client's next token.
 */
export function authenticateRequest(service: AuthService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = credentialsOf(c.req.raw.headers);
    const hasCredentials = credentials.accessToken || credentials.bearer || credentials.sessionCookie;
    const found = hasCredentials ? await service.authenticate(credentials) : null;
    if (found?.via === "cookie" && !SAFE_METHODS.has(c.req.method)) {
      const expected = xsrfTokenFor(credentials.sessionCookie ?? "");
      const header = credentials.xsrfHeader ?? "";
      if (!safeEqual(header, credentials.xsrfCookie) || !safeEqual(header, expected))
        throw authErrors.xsrfMismatch();
    }
    c.set("auth", found);
    c.set("user", found ? toUserJson(found.user) : null);
    await next();
    if (found && c.res.status < 400) {
      const next = await service.nextToken(found);
      if (next) setTokenHeaders(c, next, found.user.email);
    }
  };
}
