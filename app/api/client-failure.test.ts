import { describe, expect, it } from "vitest";
import { catalogs } from "#app/i18n/catalogs.server.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { createI18n } from "#core/i18n/translations.ts";
import { HttpClientError, httpFailureKey } from "#core/page-load/http-client-errors.ts";
import { clientFailureText } from "./client-failure.ts";

// docs/behaviour/platform.md#request-behaviour "HTTP client": the texts of a request that got no answer, in each reader's language.
const TEXTS: Record<Locale, Record<"network" | "aborted" | "timeout", string>> = {
  en: {
    network: "Network Error",
    aborted: "Request aborted",
    timeout: "The server took too long to answer. Please try again.",
  },
  es: {
    network: "Error de red",
    aborted: "Solicitud cancelada",
    timeout: "El servidor tardó demasiado en responder. Inténtalo de nuevo.",
  },
  pt: {
    network: "Erro de rede",
    aborted: "Solicitação cancelada",
    timeout: "O servidor demorou demais para responder. Tente novamente.",
  },
};

describe("clientFailureText", () => {
  it.each(
    (["en", "es", "pt"] as const).flatMap((locale) =>
      (["network", "aborted", "timeout"] as const).map((failure) => [locale, failure] as const),
    ),
  )("%s: a request with no answer (%s) says the client's text", async (locale, failure) => {
    const i18n = createI18n(locale, catalogs[locale]);
    expect(await clientFailureText(i18n, new HttpClientError(failure))).toBe(TEXTS[locale][failure]);
  });

  it("loads the notices' texts first when the page has not got them", async () => {
    const loaded: string[] = [];
    const i18n = createI18n("es", catalogs.es);
    const text = await clientFailureText(
      {
        t: i18n.t,
        pending: (domain) => {
          loaded.push(domain);
          return Promise.resolve();
        },
      },
      new HttpClientError("network"),
    );
    expect(loaded).toEqual(["personal"]);
    expect(text).toBe("Error de red");
  });

  it.each([
    ["an answer the server refused", new Error("503")],
    ["the caller's own abort", new DOMException("The user aborted a request.", "AbortError")],
    ["nothing", undefined],
  ])("says nothing of %s (the action's own text does)", async (_name, error) => {
    expect(httpFailureKey(error)).toBeNull();
    expect(await clientFailureText(createI18n("en", catalogs.en), error)).toBeNull();
  });
});
