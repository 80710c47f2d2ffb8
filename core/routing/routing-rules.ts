/** The locale cookie (docs/behaviour/routes.md#locale-cookie, docs/behaviour/limits.md#locale-cookie-limits): 365 days, path /, SameSite lax. */
export const LOCALE_COOKIE = "i18n_locale";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Longest path the server accepts; longer ones are a 414. */
export const MAX_PATH_LENGTH = 2048;

export type PathProblem = "too-long" | "bad-encoding" | "dot-segment";

/** What is wrong with a raw request path, if anything (checked before routing). */
export function pathProblem(rawPath: string): PathProblem | null {
  if (rawPath.length > MAX_PATH_LENGTH) return "too-long";
  try {
    const decoded = decodeURIComponent(rawPath);
    if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return "dot-segment";
  } catch {
    return "bad-encoding";
  }
  return null;
}
