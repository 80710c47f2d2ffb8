/**
 * docs/behaviour/accounts.md#safe-redirect: a stored redirect is used only if it is a relative path starting with a slash, made of
 * letters, digits and the characters @ - % _ ~ and /, with an optional query and hash. A path
 * starting with two slashes (or a slash and a backslash) would leave the site
 * (protocol-relative URL), so it is refused too.
 */
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9@\-%_~/]*(\?[^\s#]*)?(#\S*)?$/;

/** Longer than any page of the site: refused, so a redirect cannot carry a payload. */
const MAX_REDIRECT_LENGTH = 2048;

export function isSafeRedirect(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length <= MAX_REDIRECT_LENGTH && SAFE_PATH.test(value);
}

/** The redirect when it is safe, otherwise the fallback (the home page). */
export function safeRedirect(value: string | null | undefined, fallback = "/"): string {
  return isSafeRedirect(value) ? value : fallback;
}
