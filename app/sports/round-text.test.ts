import { describe, expect, it } from "vitest";
import { catalogs } from "#app/i18n/catalogs.server.ts";
import { createI18n } from "#core/i18n/translations.ts";
import { roundText } from "#core/sports/sports-events.ts";

// The round names of openfootball's files ("Matchday 23") said in each page's language through
// the catalogs (docs/decisions/0062-names-in-the-readers-language.md).
describe("roundText", () => {
  it.each([
    ["en", "Matchday 23"],
    ["es", "Jornada 23"],
    ["pt", "Rodada 23"],
  ] as const)("says Matchday 23 in %s as %s", (locale, expected) => {
    expect(roundText("Matchday 23", createI18n(locale, catalogs[locale]).t)).toBe(expected);
  });

  it("reads the data's other numbered forms the same way", () => {
    const { t } = createI18n("pt", catalogs.pt);
    expect(roundText("Round 5", t)).toBe("Rodada 5");
    expect(roundText("Jornada 5", t)).toBe("Rodada 5");
  });

  it("shows a round with a name of its own as the data names it", () => {
    expect(roundText("Final", createI18n("es", catalogs.es).t)).toBe("Final");
  });
});
