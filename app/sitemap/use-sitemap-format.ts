import { useI18n } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { isLocale, type Locale } from "#core/i18n/locales.ts";

/** The page's locale and its "12 articles" label, with the number written the locale's way. */
export function useSitemapFormat(): { locale: Locale; articleCount: (count: number) => string } {
  const i18n = useI18n();
  const fromRoot = useRootData()?.locale;
  const locale: Locale = fromRoot ?? (isLocale(i18n.language) ? i18n.language : "en");
  return {
    locale,
    articleCount: (count) => i18n.t("sitemap.articleCount", { count, number: formatNumber(count, locale) }),
  };
}
