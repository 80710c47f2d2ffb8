import type { Locale } from "./locales.ts";

/**
 * A kick-off's clock time without Intl: "9:15 PM" in English, "21:15" and "9:05" in Spanish and Portuguese
 * (what Intl writes for `hour: "numeric", minute: "2-digit"`), in UTC or the runtime's own zone.
 * The home's score strip writes UTC on the server, and its inline script
 * (app/ui/relative-time-script.ts) the reader's own time with the same rule.
 */
export function formatClock(date: Date, locale: Locale, zone: "utc" | "local"): string {
  const hours = zone === "utc" ? date.getUTCHours() : date.getHours();
  const minutes = String(zone === "utc" ? date.getUTCMinutes() : date.getMinutes()).padStart(2, "0");
  if (locale !== "en") return `${hours}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
