import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { preferenceCookie } from "#core/cookies.ts";
import { LOCALES, type Locale } from "#core/locales.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "#core/routing-rules.ts";

/** The reader's choice, kept 365 days (spec §1, §9); the link itself moves them to the page. */
function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, readable preference cookie is what the spec asks for
  document.cookie = preferenceCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Links to the same page in the other languages. These are plain <a> on purpose: they leave
 * this locale's basename, which <Link> would keep. The compact form (header) shows the codes,
 * keeping the language's name for screen readers; the header and footer lists have
 * different labels so their landmarks are distinct. `inMenu` is the phone's copy inside the
 * menu (the header bar has no room for it below 40rem): it shows the names and takes the
 * header's label, since only one of the two is ever displayed.
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
              onClick={() => rememberLocale(locale)}
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
