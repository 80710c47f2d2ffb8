import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "#core/i18n/locales.ts";
import type { Catalog } from "#core/i18n/translations.ts";
import { SITE_TITLE } from "#core/site/constants.ts";
import { catalogs } from "./catalogs.server.ts";

/** Every text of a nested catalog, with its key path. */
function texts(catalog: Catalog, prefix = ""): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? texts(value as Catalog, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

/**
 * Spellings of one word of which a locale must use one only (docs/decisions/0062-names-in-the-readers-language.md: "Favourites" and
 * "Favorites" on the same English site). The English catalogs are British: "favourite",
 * "cancelled".
 */
const VARIANTS: Record<Locale, RegExp[][]> = {
  en: [
    [/\bfavourit/i, /\bfavorit/i],
    [/\bcolour/i, /\bcolor/i],
    [/\bcentre/i, /\bcenter/i],
    [/\bcancelled/i, /\bcanceled/i],
  ],
  es: [],
  pt: [],
};

/**
 * A Portuguese or Spanish article contracted with a preposition ("da", "do", "del"…) agrees with
 * the gender of the noun after it, which a name from the data does not tell: "Tabela da Brasileiro
 * Série A" (docs/decisions/0062-names-in-the-readers-language.md). Texts put such names after a colon or a neutral preposition instead.
 */
const NAME_PLACEHOLDER = "\\{\\{\\s*(league|team|name|home|away|category|section|title|publisher)\\s*\\}\\}";
const GENDERED_BEFORE_NAME: Record<Locale, RegExp | null> = {
  en: null,
  es: new RegExp(`\\b(del|al|el|la|los|las)\\s+${NAME_PLACEHOLDER}`, "i"),
  pt: new RegExp(
    `(^|[\\s(])(da|do|das|dos|na|no|nas|nos|pela|pelo|à|ao|às|aos|a|o)\\s+${NAME_PLACEHOLDER}`,
    "i",
  ),
};

describe("catalog spelling", () => {
  it.each(LOCALES)("spells each word one way in %s", (locale) => {
    const all = texts(catalogs[locale]);
    for (const group of VARIANTS[locale]) {
      const used = group.filter((variant) => all.some(([, text]) => variant.test(text)));
      const where = used.map((variant) => all.filter(([, text]) => variant.test(text)).map(([key]) => key));
      expect(used.length, `${group.join(" / ")}: ${JSON.stringify(where)}`).toBeLessThanOrEqual(1);
    }
  });

  it.each(LOCALES)("writes the brand 'Icaro' in %s (the wordmark is uppercase by CSS only)", (locale) => {
    const shouting = texts(catalogs[locale]).filter(
      ([, text]) => /icaro/i.test(text) && !/\bIcaro\b/.test(text),
    );
    expect(shouting).toEqual([]);
  });

  it("names the default site 'Icaro', as the catalogs and e-mails do", () => {
    expect(SITE_TITLE).toBe("Icaro");
  });

  it.each(LOCALES)("puts no gendered article before a name from the data in %s", (locale) => {
    const rule = GENDERED_BEFORE_NAME[locale];
    if (!rule) return;
    expect(texts(catalogs[locale]).filter(([, text]) => rule.test(text))).toEqual([]);
  });
});
