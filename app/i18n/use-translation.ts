import { createContext, use, useContext } from "react";
import type { CatalogDomain, I18n, Translate } from "#core/i18n/translations.ts";

/**
 * The page's translations. One instance serves one locale for the life of the process (the
 * server makes one per locale at start-up; a language switch loads another document), so a
 * context holding it is all the React binding we need (docs/decisions/0006-i18n-binding.md).
 */
export const I18nContext = createContext<I18n | null>(null);

/**
 * The page's translations, with the texts of the given catalog domains: a component that shows
 * `sports.*` keys asks `useI18n("sports")`, which suspends (inside the navigation's transition,
 * so the previous page stays) until the browser has them. The server has every domain.
 */
export function useI18n(...domains: CatalogDomain[]): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n needs an <I18nContext.Provider> above it");
  for (const domain of domains) {
    const pending = i18n.pending(domain);
    if (pending) use(pending);
  }
  return i18n;
}

/** The translate function of the page's locale: `const t = useT(); t("home.title")`. */
export function useT(...domains: CatalogDomain[]): Translate {
  return useI18n(...domains).t;
}
