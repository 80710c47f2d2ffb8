import { isHydrating } from "#app/ui/hydration-state.ts";
import { formatClock } from "#core/i18n/clock-time.ts";
import { intlLocale, type Locale } from "#core/i18n/locales.ts";

/**
 * A programme's or a game's clock time in the reader's zone. The TV pages are cached for every
 * reader, so the server writes UTC, saying so, and the page's inline time script
 * (app/ui/relative-time-script.ts, `time[data-clock]`, written by StoryTimesScript) rewrites it in
 * the reader's own zone before hydration, which keeps that text (suppressHydrationWarning).
 * Rendered later in the browser (a client navigation), it writes the reader's zone itself with
 * Intl: formatClock stays on the server, so the browser's bundle does not split core/i18n/clock-time.ts
 * out of the home's chunk (a few hundred bytes of the home's first load).
 */
export function ClockTime({ iso, locale }: { iso: string; locale: Locale }) {
  const text = import.meta.env.SSR
    ? `${formatClock(new Date(iso), locale, "utc")} UTC`
    : isHydrating()
      ? ""
      : new Date(iso).toLocaleTimeString(intlLocale(locale), { hour: "numeric", minute: "2-digit" });
  return (
    <time dateTime={iso} data-clock="" suppressHydrationWarning>
      {text}
    </time>
  );
}
