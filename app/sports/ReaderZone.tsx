import { useEffect } from "react";
import { useMatches, useRevalidator } from "react-router";
import { preferenceCookie } from "#core/storage/cookies.ts";
import { ZONE_COOKIE, zoneFromCookie } from "./reader-zone.ts";

// The Sports layout's banner-ad starter shares this chunk, loaded after hydration on every sports
// page anyway: one lazy import instead of two in the layout's first-load chunk (its budget).
export { AdBanner } from "#app/ads/AdBanner.tsx";

const YEAR_S = 31_536_000;

/** The zone the page's data was computed in (sports loaders return it as `timeZone`). */
function useServerZone(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const zone = (matches[i].data as { timeZone?: unknown } | undefined)?.timeZone;
    if (typeof zone === "string") return zone;
  }
  return undefined;
}

/**
 * Tells the server the reader's time zone (a cookie), so "today" and kick-off times are the
 * reader's. When the page was computed in another zone (a first visit, after travelling), its
 * data is loaded again, once.
 */
export function ReaderZone() {
  const revalidator = useRevalidator();
  const serverZone = useServerZone();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load.
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zoneFromCookie(document.cookie) === zone) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser.
    document.cookie = preferenceCookie(ZONE_COOKIE, zone, YEAR_S);
    if (serverZone !== undefined && serverZone !== zone && zoneFromCookie(document.cookie) === zone) {
      void revalidator.revalidate();
    }
  }, []);
  return null;
}
