/**
 * A PSID that is missing, empty or the literal string "undefined" is regenerated (spec §5);
 * so is anything that is not a plain token, since it goes back out in a cookie.
 */
export function isUsablePsid(value: string | undefined | null): value is string {
  return typeof value === "string" && value !== "undefined" && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}
