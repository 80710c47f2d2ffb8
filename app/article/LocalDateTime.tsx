import { isHydrating } from "#app/ui/hydration-state.ts";
import { formatArticleTime } from "#core/content/article-time.ts";
import type { Locale } from "#core/i18n/locales.ts";

/**
 * A time of the article in the page's locale. Article pages are cached for every reader, so the
 * server writes UTC, saying so, and the page's inline script (app/article/article-script.ts)
 * rewrites it in the reader's zone before hydration; hydrating, the browser writes nothing and
 * suppressHydrationWarning keeps that text. Rendered later in the browser (a client navigation),
 * it writes the reader's zone itself.
 */
export function LocalDateTime({ iso, locale }: { iso: string; locale: Locale }) {
  const text = import.meta.env.SSR
    ? formatArticleTime(iso, locale, "utc")
    : isHydrating()
      ? ""
      : formatArticleTime(iso, locale, "local");
  return (
    <time dateTime={iso} data-local="" suppressHydrationWarning>
      {text}
    </time>
  );
}
