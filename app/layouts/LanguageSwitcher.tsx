import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useRootData } from "#app/root-data.ts";
import { LOCALES } from "#core/locales.ts";

/**
 * Links to the same page in the other languages. These are plain <a> on purpose: they leave
 * this locale's basename, which <Link> would keep.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const data = useRootData();
  if (!data) return null;
  const path = pathname === "/" ? "" : pathname;
  return (
    <nav className="language-switcher" aria-label={t("language.label")}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${data.localePrefixes[locale]}${path}${search}` || "/"}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === data.locale ? "true" : undefined}
            >
              {t(`language.${locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
