import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { ZONE_COOKIE, zoneFromCookie } from "./reader-zone.ts";

const YEAR_S = 31_536_000;

/**
 * Tells the server the reader's time zone (a cookie), so "today" and kick-off times are the
 * reader's. On the first visit, or after travelling, the page's data is loaded again once.
 */
export function ReaderZone() {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load.
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zoneFromCookie(document.cookie) === zone) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser.
    document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_S}; samesite=lax`;
    if (zoneFromCookie(document.cookie) === zone) void revalidator.revalidate();
  }, []);
  return null;
}
