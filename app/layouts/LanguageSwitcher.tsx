import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { LOCALES } from "#core/i18n/locales.ts";

/**
 * Links to the same page in the other languages. These are plain <a> on purpose: they leave
 * this locale's basename, which <Link> would keep. The compact form (header) shows the codes,
 * keeping the language's name for screen readers; the header and footer lists have
 * different labels so their landmarks are distinct. `inMenu` is the phone's copy inside the
 * menu (the header bar has no room for it below 40rem): it shows the names and takes the
 * header's label, since only one of the two is ever displayed. A click on one stores the reader's
 * choice through the head's script (core/i18n/locale-choice-script.ts), before or after hydration.
 */
export function LanguageSwitcher({
  compact = false,
  inMenu = false,
}: {
  compact?: boolean;
  inMenu?: boolean;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const data = useRootData();
  if (!data) return null;
  const path = pathname === "/" ? "" : pathname;
  return (
    <nav
      className={inMenu ? "language-switcher language-switcher--menu" : "language-switcher"}
      aria-label={compact || inMenu ? t("language.label") : t("language.choose")}
    >
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${data.localePrefixes[locale]}${path}${search}` || "/"}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === data.locale ? "true" : undefined}
            >
              {compact ? (
                <>
                  <span>{locale.toUpperCase()}</span>
                  <span className="sr-only"> {t(`language.${locale}`)}</span>
                </>
              ) : (
                t(`language.${locale}`)
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
