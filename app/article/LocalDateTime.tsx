import { useEffect, useState } from "react";
import { formatDate } from "#core/format.ts";
import type { Locale } from "#core/locales.ts";

/**
 * A date and time in the page's locale (Portuguese as pt-BR). The server does not know the
 * reader's time zone, so it writes UTC with the zone's name; once hydrated, the browser's own
 * zone replaces it. Rendering UTC first keeps the server and first client render identical.
 */
export function LocalDateTime({ iso, locale }: { iso: string; locale: Locale }) {
  const [timeZone, setTimeZone] = useState("UTC");
  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, []);
  const text = formatDate(iso, locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });
  return <time dateTime={iso}>{text}</time>;
}
