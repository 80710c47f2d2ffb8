import { isTimeZone } from "#core/i18n/zoned-time.ts";
import { cookieValue } from "#core/storage/cookies.ts";

/**
 * The reader's time zone for the sports pages: "today", the day headings and the API's `z`.
 * The browser writes its zone to this cookie (ReaderZone.tsx); before it has, the server's
 * first answer uses UTC, and the page reloads its data once the cookie is set
 * (docs/decisions/0033-reader-time-zone.md).
 */
export const ZONE_COOKIE = "icaro_tz";

export function zoneFromCookie(cookie: string | null | undefined): string | null {
  const value = cookieValue(cookie, ZONE_COOKIE);
  return value !== undefined && isTimeZone(value) ? value : null;
}

export function readerZone(request: Request): string {
  return zoneFromCookie(request.headers.get("cookie")) ?? "UTC";
}
