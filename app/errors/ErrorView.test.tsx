import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs } from "#app/i18n/catalogs.server.ts";
import { I18nContext } from "#app/i18n/use-translation.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { createI18n } from "#core/i18n/translations.ts";
import { CHUNK_LOAD_FAILED } from "#core/page-load/chunk-reload.ts";
import { ErrorView } from "./ErrorView.tsx";

function render(locale: Locale, props: Parameters<typeof ErrorView>[0]): string {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: () => <ErrorView {...props} /> }]);
  return renderToString(
    <I18nContext.Provider value={createI18n(locale, catalogs[locale])}>
      <Stub initialEntries={["/"]} />
    </I18nContext.Provider>,
  );
}

describe("ErrorView", () => {
  it.each([
    ["en", "This page could not be loaded. Check your connection and try again."],
    ["es", "No se pudo cargar esta página. Comprueba tu conexión y vuelve a intentarlo."],
    ["pt", "Não foi possível carregar esta página. Verifique sua conexão e tente novamente."],
  ] as const)(
    "%s: a page whose code could not be loaded says so in the reader's language",
    (locale, text) => {
      const html = render(locale, { status: 503, message: CHUNK_LOAD_FAILED });
      expect(html).toContain(text);
      expect(html).not.toContain(CHUNK_LOAD_FAILED);
      expect(html).toContain('class="error-view__status" aria-hidden="true">503<');
    },
  );

  it("shows another page's error code translated, or as it is", () => {
    const translated = createI18n("es", catalogs.es).t("errors.codes.invalid_page");
    expect(translated).not.toBe("errors.codes.invalid_page");
    expect(render("es", { status: 400, message: "invalid_page" })).toContain(translated);
    expect(render("en", { status: 500, message: "Unknown middleware nope" })).toContain(
      "Unknown middleware nope",
    );
  });
});
