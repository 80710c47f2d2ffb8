import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "#app/i18n/create-i18n.ts";
import { loadCatalog } from "#app/i18n/load-catalog.ts";
import { I18nContext } from "#app/i18n/use-translation.ts";
import { handleChunkErrors } from "#app/routing/chunk-errors.ts";
import { isLocale } from "#core/locales.ts";

handleChunkErrors();

// The server wrote the page's locale in <html lang>; load only that catalog, then hydrate.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : "en";

loadCatalog(locale).then((catalog) => {
  const i18n = createI18n(locale, catalog);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nContext.Provider value={i18n}>
          <HydratedRouter />
        </I18nContext.Provider>
      </StrictMode>,
    );
  });
});
