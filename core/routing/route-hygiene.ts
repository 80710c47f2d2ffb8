/*
 * The locale prefix and route hygiene of docs/behaviour/routes.md#route-forms: paths have no locale
 * prefix (the app mounts each locale under its own basename, docs/decisions/0002); code that has to
 * leave the basename, such as the language switcher or a server redirect, uses `withLocalePrefix`.
 */

/** docs/behaviour/routes.md#locale-prefixes URL strategy: "" for the default locale, "/es" or "/pt" otherwise; "/" maps to "/es", not "/es/". */
export function withLocalePrefix(path: string, prefix: string): string {
  const base = prefix.replace(/\/+$/, ""); // Accept "/", "/es/" as well as "" and "/es".
  const rooted = path.startsWith("/") ? path : `/${path}`;
  if (!base) return rooted;
  // The home path, bare or with a query or hash, takes no slash after the prefix: /es, /es?x, /es#y.
  return /^\/(?=[?#]|$)/.test(rooted) ? base + rooted.slice(1) : base + rooted;
}

/** docs/behaviour/routes.md#double-slashes: "//a///b/" → "/a/b/". Only the path part is touched; the query and hash are kept. */
export function collapseSlashes(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? "" : url.slice(cut);
  return path.replace(/\/{2,}/g, "/") + rest;
}

// docs/behaviour/accounts.md#safe-redirect: a slash, then letters, digits, @ - % _ ~ and /. The lookahead rejects "//host" (protocol-relative).
// The query and hash use a conservative URL character set. It has no whitespace or backslash, so a
// stored value cannot inject a header line or be read as "/\host" by lenient parsers.
const SAFE_REDIRECT =
  /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(?:\?[A-Za-z0-9@\-%_~/?.=&+,:;!*'()$]*)?(?:#[A-Za-z0-9@\-%_~/?.=&+,:;!*'()$]*)?$/;

/** Longest stored redirect accepted; a real in-app path is far shorter. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * docs/behaviour/accounts.md#safe-redirect stored redirect: a relative path starting with one slash, made of letters, digits, @ - % _ ~ /,
 * with an optional query and hash. Per the spec, a path with "=" or "&" (a packed feed `selected`)
 * is NOT safe, and the caller falls back to home.
 */
export function isSafeRedirect(path: unknown): path is string {
  return typeof path === "string" && path.length <= MAX_REDIRECT_LENGTH && SAFE_REDIRECT.test(path);
}
