/** docs/behaviour/accounts.md#safe-redirect: a slash, then letters, digits and @ - % _ ~ /, with an optional query and hash. */
const SAFE_PATH = /^\/[A-Za-z0-9@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/;

/** A same-site path a redirect may go to; "//host" (another host, protocol-relative) is not one. */
export function isSafeRelativePath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.startsWith("//");
}

/**
 * Where a password-reset link may send the reader (devise's `redirect_url`): a safe path of this
 * site, resolved against the public origin, or an http(s) URL whose host is allow-listed. Returns
 * the absolute URL, or null for anything else (another host, javascript:, credentials in the URL).
 */
export function allowedRedirect(
  redirectUrl: string,
  options: { publicOrigin: string; allowedHosts: readonly string[] },
): string | null {
  if (redirectUrl.startsWith("/")) {
    return isSafeRelativePath(redirectUrl) ? new URL(redirectUrl, options.publicOrigin).toString() : null;
  }
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const own = new URL(options.publicOrigin);
  const host = url.host.toLowerCase();
  const allowed = host === own.host.toLowerCase() || options.allowedHosts.includes(host);
  return allowed ? url.toString() : null;
}
