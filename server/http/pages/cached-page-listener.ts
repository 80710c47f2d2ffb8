import type { IncomingMessage, ServerResponse } from "node:http";
import { parse } from "hono/utils/cookie";
import type { Logger } from "pino";
import { carriedPsid, isUsablePsid } from "#core/analytics/psid.ts";
import { isLegacyBrowser } from "#core/pwa/legacy-browser.ts";
import { PSID_COOKIE } from "#core/site/constants.ts";
import type { ResponseCache } from "#server/cache/response-cache.ts";
import type { Metrics } from "../middleware/metrics.ts";
import { recordRequest, requestIdOf } from "../middleware/observability.ts";
import { cacheControlWithCookie, psidSetCookie } from "../middleware/psid.ts";
import { newNonce, securityHeaderList } from "../middleware/security-headers.ts";
import { acceptsGzip, cachedAnswer, pageAudienceOf, pageCacheKey } from "./cached-page.ts";
import type { LocalePrefix } from "./locale-of-path.ts";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export type CachedPageListenerOptions = {
  prefixes: LocalePrefix[];
  cache: ResponseCache;
  /** false when the page cache is off (ICARO_PAGE_CACHE_SECONDS=0). */
  enabled: boolean;
  /** https: Secure cookies, HSTS. */
  secure: boolean;
  log: Logger;
  metrics: Metrics;
};

/**
 * Answers a fresh hit of the anonymous page cache straight from Node's request, before Hono: no
 * Request or Response object, no middleware chain, the stored bytes with this response's nonce
 * written in. It sends what the middleware would (security headers with that nonce, the visitor's
 * PSID cookie when they have none, a request id, the metrics and log line). Anything else — a miss,
 * a stale page, a signed-in reader, an old browser — goes on to `next` (the Hono app) unchanged.
 */
export function cachedPageListener(options: CachedPageListenerOptions, next: Listener): Listener {
  const securityHeaders = securityHeaderList({ upgradeInsecure: options.secure });
  return (request, response) => {
    const method = request.method;
    if (!options.enabled || (method !== "GET" && method !== "HEAD")) return next(request, response);
    const started = performance.now();
    const headers = request.headers;
    const { key, path } = pageCacheKey(options.prefixes, request.url ?? "/");
    if (pageAudienceOf(options.prefixes, path, headers.authorization, headers.cookie) !== "shared") {
      return next(request, response);
    }
    if (isLegacyBrowser(headers["user-agent"])) return next(request, response);
    const cached = options.cache.get(key);
    if (cached?.state !== "hit") return next(request, response);

    options.metrics.pageCache.inc({ result: "hit" });
    const nonce = newNonce();
    const answer = cachedAnswer(cached.response, nonce, acceptsGzip(headers["accept-encoding"]));
    const requestId = requestIdOf(headers["x-request-id"] as string | undefined);
    const fromCookie = headers.cookie ? parse(headers.cookie, PSID_COOKIE)[PSID_COOKIE] : undefined;
    const setsPsid = !isUsablePsid(fromCookie);
    const lines: string[] = [];
    for (const [name, value] of answer.headers) {
      lines.push(
        name,
        name === "cache-control" && setsPsid ? (cacheControlWithCookie(value) ?? value) : value,
      );
    }
    for (const [name, value] of securityHeaders(nonce)) lines.push(name, value);
    lines.push("x-cache", "hit", "X-Request-Id", requestId);
    if (setsPsid) {
      const fromHeader = typeof headers.psid === "string" ? headers.psid : undefined;
      const psid = carriedPsid(fromCookie, fromHeader) ?? crypto.randomUUID();
      lines.push("Set-Cookie", psidSetCookie(psid, options.secure));
    }
    response.writeHead(cached.response.status, lines);
    response.end(method === "HEAD" ? undefined : answer.body);
    recordRequest(options.log.child({ reqId: requestId }), options.metrics, {
      method,
      path,
      status: cached.response.status,
      started,
    });
  };
}
