import { isHydrating } from "#app/ui/hydration-state.ts";
import { formatClock } from "#core/clock-time.ts";
import type { Locale } from "#core/locales.ts";

/**
 * A programme's or a game's clock time in the reader's zone. The TV pages are cached for every
 * reader, so the server writes UTC, saying so, and the page's inline time script
 * (app/ui/relative-time-script.ts, `time[data-clock]`, written by StoryTimesScript) rewrites it in
 * the reader's own zone before hydration, which keeps that text (suppressHydrationWarning).
 * Rendered later in the browser (a client navigation), it writes the reader's zone itself.
 */
export function ClockTime({ iso, locale }: { iso: string; locale: Locale }) {
  const date = new Date(iso);
  const text = import.meta.env.SSR
    ? `${formatClock(date, locale, "utc")} UTC`
    : isHydrating()
      ? ""
      : formatClock(date, locale, "local");
  return (
    <time dateTime={iso} data-clock="" suppressHydrationWarning>
      {text}
    </time>
  );
}
