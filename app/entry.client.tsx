import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalog, loadDomain } from "#app/i18n/load-catalog.ts";
import { I18nContext } from "#app/i18n/use-translation.ts";
import { handleChunkErrors } from "#app/routing/chunk-errors.ts";
import { DATA_STEPS, navigationSteps } from "#app/routing/navigation-steps.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { CATALOG_DOMAINS, type CatalogDomain, createI18n } from "#core/i18n/translations.ts";

// A route's code that has arrived is a step of the navigation, as its data is (the loading bar).
handleChunkErrors({ onStep: (routeId, step) => navigationSteps.heard?.(routeId, step) });

// The server wrote the page's locale in <html lang> and the catalog domains its page shows in
// data-catalogs (app/root.tsx); load only those, then hydrate. Other domains load when a page of
// theirs is reached (useI18n).
const html = document.documentElement;
const locale = isLocale(html.lang) ? html.lang : "en";
const domains = (html.dataset.catalogs ?? "")
  .split(" ")
  .filter((name): name is CatalogDomain => (CATALOG_DOMAINS as readonly string[]).includes(name));

loadCatalog(locale, domains).then((catalog) => {
  const i18n = createI18n(locale, catalog, { domains, loadDomain: (domain) => loadDomain(locale, domain) });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nContext.Provider value={i18n}>
          <HydratedRouter instrumentations={DATA_STEPS} />
        </I18nContext.Provider>
      </StrictMode>,
    );
  });
});
