import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createRequestHandler } from "react-router";
import { isSameOriginPost } from "#core/account/same-origin.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { createI18n, type I18n } from "#core/i18n/translations.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import type { AuthService } from "#server/auth/auth-service.ts";
import { clearedSessionCookies, SESSION_COOKIE, withSessionXsrfProof } from "#server/auth/session-cookies.ts";
import { userOfRequest } from "#server/auth/user-of-request.ts";
import { type Config, localePrefixes, localePrefixMap } from "#server/config.ts";
import { sharedApiAnswers } from "../api/shared-api-answers.ts";
import type { AppEnv } from "../app-env.ts";
import type { Metrics } from "../middleware/metrics.ts";
import { createRenderQueue } from "./render-queue.ts";
import { webAccounts } from "./web-accounts.ts";
import type { WebApp } from "./web-app.ts";

type Options = {
  web: WebApp;
  config: Config;
  mode: string;
  /** The API app, called in-process by loaders. */
  api: Hono<AppEnv>;
  metrics: Metrics;
  /** The accounts service: the reader of each request, and the account pages' actions. */
  auth: AuthService;
};

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Whether the page request itself is one a person made on this site: a safe method (a loader reads),
 * or a form POST from the site's own pages (an action; the actions refuse any other). Only then do
 * the page's API calls carry the session's XSRF proof (decision 0086).
 */
function isOwnPageRequest(c: Context<AppEnv>, origin: string): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const headers = c.req.raw.headers;
  return isSameOriginPost(headers, new URL(c.req.url).origin) || isSameOriginPost(headers, origin);
}

function setsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Mounts one React Router handler per locale basename over the same route tree ("/", "/es",
 * "/pt"), with one translator per locale made here, once. Measured about 2.7 times the
 * throughput of three prefixed copies of the tree (docs/decisions/0002-locale-basenames.md).
 */
export function mountWebHandlers(app: Hono<AppEnv>, options: Options) {
  const prefixes = localePrefixes(options.config);
  const prefixByLocale = localePrefixMap(options.config);
  const apiPrefix = `/${options.config.ICARO_API_PREFIX}`;
  // Site config, sections, lists and articles are the same for every reader: one API call a second
  // serves every render, instead of a dozen calls each (docs/decisions/0036-shared-api-answers.md).
  const shared = sharedApiAnswers({ apiPrefix });
  const renders = createRenderQueue(options.config.ICARO_RENDER_CONCURRENCY, (waiting) =>
    options.metrics.rendersWaiting.set(waiting),
  );

  const handlerFor = (locale: Locale, basename: string) => {
    const handle = createRequestHandler({ ...options.web.build, basename }, options.mode);
    const i18n: I18n = createI18n(locale, options.web.catalogs[locale]);
    const render = async (c: Context<AppEnv>) => {
      const cookie = c.req.header("cookie");
      const psid = c.var.psid;
      // The signed-in reader, read once per request; anonymous readers (no session cookie) skip it.
      const hasSession = Boolean(getCookie(c, SESSION_COOKIE));
      const user = hasSession ? await userOfRequest(options.auth, c.req.raw) : null;
      const origin = options.config.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(c.req.url).origin;
      const ownPage = isOwnPageRequest(c, origin);
      const context: IcaroLoadContext = {
        locale,
        i18n,
        nonce: c.var.secureHeadersNonce,
        apiPrefix,
        siteId: options.config.ICARO_SITE_ID,
        localePrefixes: prefixByLocale,
        origin,
        log: c.var.log,
        trackPageView: (routeId) => options.metrics.pageViews.inc({ route: routeId }),
        user,
        accounts: webAccounts(c, {
          locale,
          trustProxy: options.config.ICARO_TRUST_PROXY,
          auth: options.auth,
        }),
        contactEmail: options.config.ICARO_CONTACT_EMAIL,
        imageHosts: options.config.ICARO_IMAGE_HOSTS,
        dataSaving: options.config.ICARO_DATA_SAVING === "on",
        api: (path, init) =>
          shared(path, init, () => {
            const headers = new Headers(init?.headers);
            if (ownPage) withSessionXsrfProof(headers, cookie);
            else if (cookie) headers.set("cookie", cookie);
            headers.set("psid", psid);
            headers.set("accept", "application/json");
            return Promise.resolve(options.api.request(path, { ...init, headers }, { log: c.var.log }));
          }),
      };
      const response = await handle(c.req.raw, context);
      // A signed-in reader's pages and their data (`.data`) are theirs: no shared cache, and no
      // service worker, may keep them (decision 0082).
      if (user && !/\bno-store\b/.test(response.headers.get("cache-control") ?? "")) {
        response.headers.set("Cache-Control", "private, no-store");
      }
      // A session the server no longer knows (signed out elsewhere, expired, account removed) is
      // the web's 401 (docs/behaviour/accounts.md#sign-out-and-removal): its cookies are cleared, unless this response sets a new session.
      if (hasSession && !user && !setsSession(response)) {
        for (const line of clearedSessionCookies(options.auth.settings.secureCookies)) {
          response.headers.append("set-cookie", line);
        }
      }
      return response;
    };
    // One queue for every locale's renders: they share the CPU and the memory.
    return (c: Context<AppEnv>) => renders.run(() => render(c));
  };

  // Prefixed locales first: "/es" and "/es/*" both belong to Spanish; "es" and "pt" (or "en")
  // become reserved first path segments.
  for (const { locale, basename } of prefixes) {
    if (basename === "/") continue;
    const handler = handlerFor(locale, basename);
    app.all(basename, handler);
    app.all(`${basename}/*`, handler);
  }
  const root = prefixes.find((p) => p.basename === "/");
  if (root) app.all("*", handlerFor(root.locale, "/"));
}
