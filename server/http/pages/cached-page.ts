// What the two readers of the anonymous page cache share: the Hono middleware that fills it
// (page-cache.ts) and the listener that answers fresh hits before Hono (cached-page-listener.ts).
import { parse } from "hono/utils/cookie";
import { LOCALE_COOKIE } from "#core/routing/routing-rules.ts";
import { SESSION_COOKIE } from "#server/auth/session-cookies.ts";
import { fillGzipTemplate } from "#server/cache/gzip-template.ts";
import type { CachedResponse } from "#server/cache/response-cache.ts";
import { type LocalePrefix, localeOfPath } from "./locale-of-path.ts";

/** The path and query of a request URL, absolute ("http://h/p?q") or not ("/p?q"), as sent. */
function pathAndQuery(url: string): string {
  if (url.startsWith("/")) return url;
  const slash = url.indexOf("/", url.indexOf("//") + 2);
  return slash < 0 ? "/" : url.slice(slash);
}

/** The cache key of a request (its locale, raw path and query) and the path alone. */
export function pageCacheKey(prefixes: LocalePrefix[], url: string): { key: string; path: string } {
  const target = pathAndQuery(url);
  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  return { key: `${localeOfPath(prefixes, path).locale} ${target}`, path };
}

/** A session cookie or any Authorization header: the page may be personal. */
export function isSignedIn(authorization: string | undefined, session: string | undefined): boolean {
  return Boolean(authorization) || Boolean(session);
}

/**
 * Which page a request may get: the shared one, or its own because the reader is signed in (the page
 * may be personal) or chose another language (the default home redirects them; app/routing/middleware.ts).
 */
export function pageAudienceOf(
  prefixes: LocalePrefix[],
  path: string,
  authorization: string | undefined,
  cookieHeader: string | undefined,
): "shared" | "signed-in" | "other-locale" {
  const cookies = cookieHeader ? parse(cookieHeader) : {};
  if (isSignedIn(authorization, cookies[SESSION_COOKIE])) return "signed-in";
  const chosen = cookies[LOCALE_COOKIE];
  return chosen && chosen !== localeOfPath(prefixes, path).locale ? "other-locale" : "shared";
}

/** gzip when the reader accepts it (every browser does); brotli-only or no encoding gets the plain page. */
export function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /\bgzip\b/.test(header);
}

/**
 * A stored page with this response's nonce written in, gzip-compressed or plain, with its headers:
 * the stored ones, the encoding, and Vary (the answer depends on Accept-Encoding either way).
 */
export function cachedAnswer(
  page: CachedResponse,
  nonce: string,
  gzip: boolean,
): { body: Buffer; headers: [string, string][] } {
  const gap = Buffer.from(nonce);
  let body: Buffer;
  const headers: [string, string][] = [...page.headers, ["Vary", "Accept-Encoding"]];
  if (gzip && page.gzip) {
    body = fillGzipTemplate(page.gzip, gap);
    headers.push(["Content-Encoding", "gzip"]);
  } else {
    const chunks: Buffer[] = [page.parts[0]];
    for (let i = 1; i < page.parts.length; i++) chunks.push(gap, page.parts[i]);
    body = Buffer.concat(chunks);
  }
  headers.push(["Content-Length", String(body.length)]);
  return { body, headers };
}
