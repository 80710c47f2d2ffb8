import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { matchRoutes } from "react-router";
import { ROUTE_TABLE } from "#app/routing/route-table.ts";
import { LOCALE_COOKIE } from "#core/routing-rules.ts";
import { contentVersion } from "#server/cache/content-version.ts";
import type { ResponseCache } from "#server/cache/response-cache.ts";
import type { AppEnv } from "./app-env.ts";
import { type LocalePrefix, localeOfPath } from "./locale-of-path.ts";

/** The web session cookie of signed-in readers (the Accounts capability sets it). */
export const SESSION_COOKIE = "icaro_session";

/** Marks the cache's own background refresh; only requests carrying this process's token count. */
const REFRESH_HEADER = "x-icaro-cache-refresh";

type Options = {
  prefixes: LocalePrefix[];
  cache: ResponseCache;
  /** Seconds a shared cache (a CDN, and ours) may reuse a page, then serve it stale while refreshing. */
  maxAgeSeconds: number;
  staleSeconds: number;
  /** Runs a request through the whole app (the background refresh of a stale page). */
  refetch: (url: string, headers: Record<string, string>) => Promise<Response>;
  onLookup?: (state: "hit" | "stale" | "miss" | "bypass") => void;
};

/** Route ids whose anonymous HTML is the same for every reader: `cache: true` in the route table. */
const CACHEABLE = new Set(ROUTE_TABLE.filter((entry) => entry.cache).map((entry) => entry.id));

// The same ranking React Router applies: a flat list is enough since layout routes have no path.
const ROUTES = [
  ...ROUTE_TABLE.map((entry) =>
    entry.path === null ? { id: entry.id, index: true } : { id: entry.id, path: entry.path },
  ),
  { id: "catch-all", path: "*" },
];

/** The route id a path renders under its locale's basename, or undefined. */
export function routeIdOf(prefixes: LocalePrefix[], path: string): string | undefined {
  const { basename } = localeOfPath(prefixes, path);
  const matches = matchRoutes(ROUTES, path, basename === "/" ? undefined : basename);
  return matches?.at(-1)?.route.id;
}

/** A session cookie or any Authorization header: the page may be personal. */
export function isSignedIn(authorization: string | undefined, session: string | undefined): boolean {
  return Boolean(authorization) || Boolean(session);
}

/**
 * The anonymous page cache (ARCHITECTURE.md "How a request flows" step 5). Mounted inside the PSID
 * and security-header middleware: a hit gets this request's nonce spliced in and, from the PSID
 * middleware, this visitor's own cookie; a stored page never holds a Set-Cookie.
 */
export function pageCache(options: Options): MiddlewareHandler<AppEnv> {
  const publicControl = `public, s-maxage=${options.maxAgeSeconds}, stale-while-revalidate=${options.staleSeconds}`;
  const refreshToken = crypto.randomUUID();

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || options.maxAgeSeconds <= 0) return next();
    const id = routeIdOf(options.prefixes, c.req.path);
    if (!id || !CACHEABLE.has(id)) return next();

    if (isSignedIn(c.req.header("authorization"), getCookie(c, SESSION_COOKIE))) {
      options.onLookup?.("bypass");
      await next();
      c.res.headers.set("Cache-Control", "private, no-store");
      c.res.headers.set("x-cache", "bypass");
      return;
    }

    const url = new URL(c.req.url);
    const locale = localeOfPath(options.prefixes, url.pathname).locale;
    // A reader who chose another language is redirected from the default home (app/routing/middleware.ts).
    const chosen = getCookie(c, LOCALE_COOKIE);
    if (chosen && chosen !== locale) return next();
    const key = `${method} ${locale} ${url.pathname}${url.search}`;
    const refreshing = c.req.header(REFRESH_HEADER) === refreshToken;
    const cached = refreshing ? undefined : options.cache.get(key);
    if (cached) {
      options.onLookup?.(cached.state);
      if (cached.state === "stale" && options.cache.claimRefresh(key)) {
        // Served stale now; the next readers get the page this request renders in the background.
        options
          .refetch(url.pathname + url.search, { [REFRESH_HEADER]: refreshToken })
          .then((res) => res.body?.cancel())
          .catch(() => {})
          .finally(() => options.cache.releaseRefresh(key));
      }
      const { response } = cached;
      const headers = new Headers(response.headers);
      headers.set("x-cache", cached.state);
      const body = method === "HEAD" ? null : response.parts.join(c.var.secureHeadersNonce ?? "");
      c.res = new Response(body, { status: response.status, headers });
      return;
    }

    options.onLookup?.("miss");
    const renderedAt = contentVersion();
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/html")) return;
    if (res.headers.has("set-cookie")) {
      // A page that sets its own cookie belongs to one reader.
      res.headers.set("Cache-Control", "private, no-cache");
      return;
    }
    const text = await res.text();
    const headers = new Headers(res.headers);
    headers.set("Cache-Control", publicControl);
    headers.delete("content-length");
    const nonce = c.var.secureHeadersNonce;
    options.cache.set(
      key,
      {
        status: res.status,
        headers: [...headers],
        parts: nonce ? text.split(nonce) : [text],
        bytes: text.length * 2,
      },
      renderedAt,
    );
    headers.set("x-cache", "miss");
    // Cleared first so Hono does not merge the old response's headers into the new one.
    c.res = undefined as never;
    c.res = new Response(method === "HEAD" ? null : text, { status: res.status, headers });
  };
}
