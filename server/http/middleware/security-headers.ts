import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { SPECULATION_RULES_PATH } from "../pages/speculation-rules.ts";
import { thirdPartyOrigins } from "./third-party-sources.ts";

export type SecurityOptions = { upgradeInsecure: boolean };

/**
 * The Content-Security-Policy: scripts run only from our origin or with the response's nonce (React
 * Router's inline hydration scripts carry it), pages cannot be framed elsewhere (docs/decisions/0005).
 */
function contentSecurityPolicy(
  options: SecurityOptions,
  nonce: string,
  thirdParty: readonly string[],
): string {
  // The sites' configured ad and analytics script hosts (third-party-sources.ts): the page adds
  // their scripts only after the reader's consent; they fetch, draw and frame from their origin.
  const extra = thirdParty.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "media-src 'self' blob:",
    `connect-src 'self'${extra}`,
    // The service worker (/sw.js: Web Push alerts, decision 0066) is ours only.
    "worker-src 'self'",
    // YouTube videos play in the privacy-enhanced embed, only after the reader presses play.
    `frame-src 'self' https://www.youtube-nocookie.com${extra}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(options.upgradeInsecure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The security headers of every response, for its nonce. One list for the Hono middleware and for
 * cached pages answered before it (server/http/pages/cached-page-listener.ts), so both send the same.
 */
export function securityHeaderList(options: SecurityOptions): (nonce: string) => [string, string][] {
  const fixed: [string, string][] = [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // Read by browsers on documents only: the language switcher's pages fetched ahead.
    ["Speculation-Rules", `"${SPECULATION_RULES_PATH}"`],
    ...(options.upgradeInsecure
      ? [["Strict-Transport-Security", "max-age=15552000; includeSubDomains"] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
  // The policy is the same string around the nonce: built once (again when an operator changes the
  // third-party hosts), joined per response.
  let built = -1;
  let before = "";
  let after = "";
  return (nonce) => {
    const thirdParty = thirdPartyOrigins();
    if (thirdParty.version !== built) {
      [before, after] = contentSecurityPolicy(options, "\u0000", thirdParty.origins).split("\u0000");
      built = thirdParty.version;
    }
    return [...fixed, ["Content-Security-Policy", `${before}${nonce}${after}`]];
  };
}

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one system call instead of one per response. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

/** A fresh nonce (16 random bytes, base64), never handed out twice. */
export function newNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** Sets every response's security headers, with a fresh nonce that the page's scripts carry. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  const headersFor = securityHeaderList(options);
  return async (c, next) => {
    const nonce = newNonce();
    c.set("secureHeadersNonce", nonce);
    await next();
    for (const [name, value] of headersFor(nonce)) c.res.headers.set(name, value);
  };
}
