import { createInstance, type i18n as I18n, type Resource } from "i18next";
import type { Locale } from "#core/locales.ts";

export type Catalog = Record<string, unknown>;

/**
 * One i18next instance for one locale, initialised synchronously from its catalog. The server
 * makes one per locale at start-up (never one per render); the browser makes the page's one.
 */
export function createI18n(locale: Locale, catalog: Catalog): I18n {
  const instance = createInstance();
  const resources: Resource = { [locale]: { translation: catalog } };
  instance.init({
    lng: locale,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
