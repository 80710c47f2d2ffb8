import type { MiddlewareHandler } from "hono";
import { contentVersion } from "#server/cache/content-version.ts";
import { gzipTemplate } from "#server/cache/gzip-template.ts";
import type { CachedResponse, ResponseCache } from "#server/cache/response-cache.ts";
import type { AppEnv } from "../app-env.ts";
import { acceptsGzip, cachedAnswer, pageAudienceOf, pageCacheKey } from "./cached-page.ts";
import type { LocalePrefix } from "./locale-of-path.ts";

/** Marks the cache's own background refresh; only requests carrying this process's token count. */
const REFRESH_HEADER = "x-icaro-cache-refresh";

export type PageCacheOptions = {
  prefixes: LocalePrefix[];
  cache: ResponseCache;
  /** Seconds a shared cache (a CDN, and ours) may reuse a page, then serve it stale while refreshing. */
  maxAgeSeconds: number;
  staleSeconds: number;
  /** Runs a request through the whole app (the background refresh of a stale page). */
  refetch: (url: string, headers: Record<string, string>) => Promise<Response>;
  onLookup?: (state: "hit" | "stale" | "miss" | "bypass") => void;
  /** The route id a path renders (page-route-of.ts). */
  routeOf: (path: string) => string | undefined;
  /** Route ids whose anonymous HTML is the same for every reader (`cache: true` in the route table). */
  cacheableRouteIds: readonly string[];
};

/**
 * The anonymous page cache (ARCHITECTURE.md "How a request flows" step 5). Mounted inside the PSID
 * and security-header middleware: a hit gets this request's nonce spliced in and, from the PSID
 * middleware, this visitor's own cookie; a stored page never holds a Set-Cookie. Pages are kept
 * plain and gzip-compressed, so no hit compresses (docs/decisions/0037). Fresh hits are mostly
 * answered before Hono (cached-page-listener.ts); this middleware fills the cache and answers the
 * rest: stale pages, HEAD, and apps without that listener (tests, development).
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const publicControl = `public, s-maxage=${options.maxAgeSeconds}, stale-while-revalidate=${options.staleSeconds}`;
  const cacheable = new Set(options.cacheableRouteIds);
  const isCacheable = (path: string) => {
    const id = options.routeOf(path);
    return id !== undefined && cacheable.has(id);
  };
  const refreshToken = crypto.randomUUID();

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || options.maxAgeSeconds <= 0) return next();
    const { key, path } = pageCacheKey(options.prefixes, c.req.url);

    const reader = pageAudienceOf(
      options.prefixes,
      path,
      c.req.header("authorization"),
      c.req.header("cookie"),
    );
    if (reader === "other-locale") return next();
    if (reader === "signed-in") {
      if (!isCacheable(path)) return next();
      options.onLookup?.("bypass");
      await next();
      c.res.headers.set("Cache-Control", "private, no-store");
      c.res.headers.set("x-cache", "bypass");
      return;
    }

    const nonce = c.var.secureHeadersNonce ?? "";
    const answer = (page: CachedResponse, state: string) => {
      const { body, headers } = cachedAnswer(page, nonce, acceptsGzip(c.req.header("accept-encoding")));
      headers.push(["x-cache", state]);
      // Cleared first so Hono does not merge the old response's headers into the new one.
      c.res = undefined as never;
      c.res = new Response(method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
        status: page.status,
        headers,
      });
    };

    const refreshing = c.req.header(REFRESH_HEADER) === refreshToken;
    // Looked up by key first: only a miss pays for finding the route (a stored key was cacheable).
    const cached = refreshing ? undefined : options.cache.get(key);
    if (cached) {
      options.onLookup?.(cached.state);
      if (cached.state === "stale" && options.cache.claimRefresh(key)) {
        // Served stale now; the next readers get the page this request renders in the background.
        options
          .refetch(key.slice(key.indexOf(" ") + 1), { [REFRESH_HEADER]: refreshToken })
          .then((res) => res.body?.cancel())
          .catch(() => {})
          .finally(() => options.cache.releaseRefresh(key));
      }
      answer(cached.response, cached.state);
      return;
    }
    if (!isCacheable(path)) return next();

    options.onLookup?.("miss");
    const renderedAt = contentVersion();
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    // A HEAD answer has no body to keep; GET fills the entry both share.
    if (method !== "GET" || res.status !== 200 || !type.startsWith("text/html")) return;
    if (res.headers.has("set-cookie")) {
      // A page that sets its own cookie belongs to one reader.
      res.headers.set("Cache-Control", "private, no-cache");
      return;
    }
    const text = await res.text();
    const headers = new Headers(res.headers);
    headers.set("Cache-Control", publicControl);
    for (const name of ["content-length", "content-encoding", "vary"]) headers.delete(name);
    const parts = (nonce ? text.split(nonce) : [text]).map((part) => Buffer.from(part));
    // Compressed off the main thread before the first answer, which is then served like a hit.
    const gzip = await gzipTemplate(parts, Buffer.byteLength(nonce));
    const page: CachedResponse = {
      status: res.status,
      headers: [...headers],
      parts,
      gzip,
      bytes: parts.reduce((sum, part) => sum + part.length, 0) + gzip.byteLength,
    };
    options.cache.set(key, page, renderedAt);
    answer(page, "miss");
  };
}
