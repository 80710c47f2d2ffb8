import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import { serialize } from "hono/utils/cookie";
import { loginCallbackPath, socialFailedPath } from "#core/account/auth-guard.ts";
import { isLocale, LOCALES, type Locale } from "#core/i18n/locales.ts";
import { LOCALE_COOKIE } from "#core/routing/routing-rules.ts";
import { isSafeRedirect } from "#core/routing/safe-redirect.ts";
import { ApiError } from "#server/http/api/api-error.ts";
import { handle } from "#server/http/api/api-operation.ts";
import { parseBody } from "#server/http/api/validate.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { clientAddress, type ProxyTrust } from "#server/http/middleware/client-address.ts";
import { AuthError, authErrorBody, authErrors } from "./auth-error.ts";
import { pickLocale, socialLoginBody } from "./auth-input.ts";
import { authenticateRequest, setTokenHeaders } from "./auth-middleware.ts";
import {
  currentUserOperation,
  exportOperation,
  LOCAL_AUTH_BASE,
  loginOperation,
  logoutOperation,
  passwordRequestOperation,
  passwordUpdateOperation,
  providersOperation,
  removalOperation,
  signInOperation,
  signOutOperation,
  signUpOperation,
  socialCallbackOperation,
  socialLoginOperation,
  socialStartOperation,
  validateTokenOperation,
} from "./auth-operations.ts";
import type { AuthService } from "./auth-service.ts";
import type { SignedIn } from "./auth-types.ts";
import type { RequestAuth } from "./request-auth.ts";
import { randomSecret, safeEqual, sha256 } from "./secrets.ts";
import { clearedSessionCookies, DEVICE_COOKIE, deviceCookie, sessionCookies } from "./session-cookies.ts";
import type { SocialProvider } from "./social-provider.ts";

export type AuthRoutesOptions = {
  service: AuthService;
  apiPrefix: string;
  trustProxy: ProxyTrust;
  social?: SocialProvider;
};

const STATE_COOKIE = "icaro_oauth_state";
const STATE_PATH = `${LOCAL_AUTH_BASE}/social`;
const STATE_MAX_AGE_SECONDS = 600;
const START_PATH = `${STATE_PATH}/start`;
const CALLBACK_PATH = `${STATE_PATH}/callback`;

/** A browser's navigation (it asks for a page), not an API client asking for JSON. */
function opensPage(c: Context<AppEnv>): boolean {
  return c.req.header("sec-fetch-mode") === "navigate" || /\btext\/html\b/.test(c.req.header("accept") ?? "");
}

/**
 * The state cookie: the state's hash, the reader's locale and the page to return to, as the start
 * stored them (an empty object when the cookie is missing or malformed).
 */
function storedState(c: Context<AppEnv>): { hash?: string; locale?: string; redirect?: string } {
  const raw = getCookie(c, STATE_COOKIE);
  if (!raw) return {};
  const [hash, locale, ...rest] = raw.split(".");
  const redirect = rest.join(".");
  return { hash, locale, redirect: isSafeRedirect(redirect) ? redirect : undefined };
}

/**
 * The accounts API: devise_token_auth's protocol under `/api/<version>/auth` (headers access-token,
 * client, uid, token-type, expiry), the local strategy under `/api/auth` (a token sent as Bearer,
 * also set as the web's session cookie), and the social login's start and callback. Mounted before
 * the other domains so its middleware sets `c.var.user` for them too: the middleware sits on
 * `/api/*` of this app, the operations (auth-operations.ts) on two sub-apps mounted at their bases.
 */
export function authRoutes(options: AuthRoutesOptions) {
  const { service } = options;
  const secure = service.settings.secureCookies;
  const v3 = `/${options.apiPrefix.replace(/\/$/, "")}`;
  const app = new Hono<AppEnv>();

  app.use("/api/*", authenticateRequest(service));

  const address = (c: Context<AppEnv>) => clientAddress(c, options.trustProxy);
  const locale = (c: Context<AppEnv>, explicit?: unknown) =>
    pickLocale(explicit, c.req.header("accept-language"));
  const defaultLocale = LOCALES.find((code) => service.settings.localePrefixes[code] === "") ?? "en";
  /**
   * The language a social login returns to: the one its start stored, else the reader's stored
   * choice (the locale cookie), else the default; never the browser's (docs/behaviour/routes.md#locale-prefixes: no detection).
   */
  const returnLocale = (c: Context<AppEnv>, stored: unknown): Locale => {
    if (isLocale(stored)) return stored;
    const chosen = getCookie(c, LOCALE_COOKIE);
    return isLocale(chosen) ? chosen : defaultLocale;
  };
  const pageOf = (locale: Locale, path: string) => `${service.settings.localePrefixes[locale]}${path}`;
  const requireAuth = (c: Context<AppEnv>): RequestAuth => {
    const auth = c.get("auth");
    if (!auth) throw authErrors.unauthorized();
    return auth;
  };
  /** Who signs in: the address, how the token travels, and the device cookie the client holds. */
  const client = (c: Context<AppEnv>, kind: "devise" | "session", deviceToken?: string | null) => ({
    address: address(c),
    kind,
    deviceToken,
    deviceCookie: getCookie(c, DEVICE_COOKIE) ?? null,
  });
  /** A sign-in's device id, kept by the client for its next sign-ins. */
  const rememberDevice = (c: Context<AppEnv>, result: SignedIn) => {
    if (result.device) c.header("set-cookie", deviceCookie(result.device, secure), { append: true });
  };
  const deviseSuccess = (c: Context<AppEnv>, result: SignedIn, extra: Record<string, unknown> = {}) => {
    setTokenHeaders(c, result.issued, result.user.email);
    rememberDevice(c, result);
    return c.json({ ...extra, data: result.user });
  };
  const withSession = (c: Context<AppEnv>, result: SignedIn) => {
    for (const cookie of sessionCookies(result.issued, secure))
      c.header("set-cookie", cookie, { append: true });
    rememberDevice(c, result);
    c.header("cache-control", "no-store");
  };
  const clearSession = (c: Context<AppEnv>) => {
    for (const cookie of clearedSessionCookies(secure)) c.header("set-cookie", cookie, { append: true });
  };

  // devise_token_auth, under the versioned prefix ---------------------------------------------------

  const versioned = new Hono<AppEnv>();

  handle(versioned, signUpOperation, async (c, { body }) => {
    const result = await service.signUp({
      email: body.email,
      password: body.password,
      passwordConfirmation: body.password_confirmation ?? body.passwordConfirmation,
      name: body.name,
      locale: locale(c, body.locale),
      // With the device cookie: a sign-up for a taken e-mail is a sign-in try at that account.
      client: client(c, "devise", body.device_token),
    });
    return deviseSuccess(c, result, { status: "success" });
  });

  handle(versioned, signInOperation, async (c, { body }) => {
    const result = await service.signIn({
      email: body.email,
      password: body.password,
      client: client(c, "devise", body.device_token),
    });
    return deviseSuccess(c, result);
  });

  handle(versioned, signOutOperation, async (c) => {
    const auth = requireAuth(c);
    await service.signOut(auth);
    if (auth.via === "cookie") clearSession(c);
    return c.json({ success: true });
  });

  handle(versioned, passwordRequestOperation, async (c, { body }) => {
    const result = await service.requestPasswordReset({
      email: body.email,
      redirectUrl: body.redirect_url,
      locale: locale(c, body.locale),
      address: address(c),
    });
    return c.json({ success: true, message: `An e-mail has been sent to ${result.sentTo}` });
  });

  handle(versioned, passwordUpdateOperation, async (c, { body }) => {
    const result = await service.resetPassword({
      token: body.reset_password_token ?? body.token,
      password: body.password,
      passwordConfirmation: body.password_confirmation ?? body.passwordConfirmation,
      client: { address: address(c), kind: "devise" },
    });
    return deviseSuccess(c, result, { success: true });
  });

  handle(versioned, removalOperation, async (c) => {
    const auth = requireAuth(c);
    await service.removeAccount(auth.user.id);
    if (auth.via === "cookie") clearSession(c);
    return c.json({ status: "success", message: "The account and everything tied to it were deleted" });
  });

  handle(versioned, validateTokenOperation, (c) => {
    const user = c.get("user");
    if (!user) throw new AuthError(401, "invalid_token", "Invalid login credentials");
    return c.json({ success: true, data: user });
  });

  handle(versioned, exportOperation, async (c) => {
    const auth = requireAuth(c);
    const data = await service.exportAccount(auth.user.id);
    c.header("cache-control", "no-store");
    c.header("content-disposition", 'attachment; filename="icaro-account.json"');
    return c.json(data);
  });

  handle(versioned, providersOperation, (c) =>
    c.json({
      strategy: "local",
      providers: options.social
        ? [{ name: options.social.name, start: `${STATE_PATH}/start?provider=${options.social.name}` }]
        : [],
    }),
  );

  // An unknown provider is a 404 whatever the body: the body is parsed after that check.
  handle(versioned, { ...socialLoginOperation, body: undefined }, async (c, { params }) => {
    const social = options.social;
    if (!social || params.provider !== social.name) throw authErrors.providerNotConfigured();
    const body = parseBody(c, socialLoginBody);
    const profile = await social.fetchProfile(body.accessToken);
    const result = await service.signInWithProfile(
      profile,
      { address: address(c), kind: "devise", deviceToken: body.device_token },
      locale(c),
    );
    return deviseSuccess(c, result);
  });

  // Local strategy and social login, under /api/auth ------------------------------------------------

  const local = new Hono<AppEnv>();

  handle(local, loginOperation, async (c, { body }) => {
    const result = await service.signIn({
      email: body.email,
      password: body.password,
      client: client(c, "session", body.device_token),
    });
    withSession(c, result);
    return c.json({ token: result.issued.token, user: result.user });
  });

  handle(local, currentUserOperation, (c) => {
    const user = c.get("user");
    if (!user) throw authErrors.unauthorized();
    c.header("cache-control", "private, no-store");
    return c.json({ user });
  });

  handle(local, logoutOperation, async (c) => {
    const auth = c.get("auth");
    if (auth) await service.signOut(auth);
    clearSession(c);
    return c.json({ success: true });
  });

  const callbackUrl = `${service.settings.publicOrigin}${STATE_PATH}/callback`;

  handle(local, socialStartOperation, (c, { query }) => {
    const social = options.social;
    if (!social || (query.provider ?? social.name) !== social.name) throw authErrors.providerNotConfigured();
    const state = randomSecret();
    const readerLocale = locale(c, query.locale);
    // Only a page of this site is remembered (docs/behaviour/accounts.md#validation); another is dropped, not refused.
    const back = isSafeRedirect(query.redirect) ? query.redirect : "";
    // Only the state's hash is kept (HttpOnly, for ten minutes, on the callback's path), with the
    // reader's language and the page to return to.
    c.header(
      "set-cookie",
      serialize(STATE_COOKIE, `${sha256(state)}.${readerLocale}.${back}`, {
        path: STATE_PATH,
        httpOnly: true,
        sameSite: "Lax",
        secure,
        maxAge: STATE_MAX_AGE_SECONDS,
      }),
    );
    return c.redirect(social.authorizeUrl(state, callbackUrl), 302);
  });

  handle(local, socialCallbackOperation, async (c, { query }) => {
    const social = options.social;
    if (!social) throw authErrors.providerNotConfigured();
    const stored = storedState(c);
    const storedHash = stored.hash;
    const state = query.state ?? "";
    // The state is used once: cleared whatever the outcome.
    c.header(
      "set-cookie",
      serialize(STATE_COOKIE, "", { path: STATE_PATH, maxAge: 0, httpOnly: true, secure }),
      {
        append: true,
      },
    );
    if (!storedHash || !state || !safeEqual(sha256(state), storedHash)) throw authErrors.invalidState();
    if (query.error)
      throw new AuthError(401, "social_login_denied", "The provider did not allow the sign-in");
    const accessToken =
      query.access_token ?? (query.code ? await social.exchangeCode(query.code, callbackUrl) : null);
    if (!accessToken) throw authErrors.invalidToken();
    const profile = await social.fetchProfile(accessToken);
    const readerLocale = returnLocale(c, stored.locale);
    const result = await service.signInWithProfile(
      profile,
      { address: address(c), kind: "session" },
      readerLocale,
    );
    withSession(c, result);
    // Through the login callback (docs/behaviour/accounts.md#auth-redirect-targets), which moves the reader on as the e-mail sign-in does.
    return c.redirect(pageOf(readerLocale, loginCallbackPath(stored.redirect)), 302);
  });

  /**
   * A browser whose social login failed goes back to the login form of its language, which says
   * so (docs/behaviour/accounts.md#login-texts: the failure is "Email and Password do not match" in the login error state); an
   * API client keeps the JSON error.
   */
  const socialFailure = (c: Context<AppEnv>, error: unknown) => {
    const fromStart = c.req.path === START_PATH;
    const stored = fromStart
      ? { locale: c.req.query("locale"), redirect: c.req.query("redirect") }
      : storedState(c);
    // The provider's or the reader's doing is worth a line; anything else is our error.
    if (error instanceof ApiError)
      c.var.log.info({ code: error.code, path: c.req.path }, "social login failed");
    else c.var.log.error({ err: error, path: c.req.path }, "social login error");
    c.header("cache-control", "no-store");
    return c.redirect(pageOf(returnLocale(c, stored.locale), socialFailedPath(stored.redirect)), 302);
  };

  app.route(v3, versioned);
  app.route(LOCAL_AUTH_BASE, local);

  app.onError((error, c) => {
    if ((c.req.path === CALLBACK_PATH || c.req.path === START_PATH) && opensPage(c)) {
      return socialFailure(c, error);
    }
    if (error instanceof AuthError) {
      if (error.retryAfterSeconds) c.header("retry-after", String(error.retryAfterSeconds));
      return c.json(authErrorBody(error.code, error.message, error.field), error.status);
    }
    if (error instanceof ApiError) return c.json(authErrorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(authErrorBody("bad_request", error.message || "Bad request"), error.status);
    }
    c.var.log.error({ err: error, path: c.req.path }, "accounts API error");
    return c.json(authErrorBody("internal_error", "Something went wrong on our side"), 500);
  });

  return app;
}
