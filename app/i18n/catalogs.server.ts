import type { Locale } from "#core/locales.ts";
import type { Catalog } from "./create-i18n.ts";
import accountEn from "./domains/account.en.json" with { type: "json" };
import accountEs from "./domains/account.es.json" with { type: "json" };
import accountPt from "./domains/account.pt.json" with { type: "json" };
import sportsEn from "./domains/sports.en.json" with { type: "json" };
import sportsEs from "./domains/sports.es.json" with { type: "json" };
import sportsPt from "./domains/sports.pt.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };

/**
 * All catalogs, for the server: the general one plus each domain's (see load-catalog.ts, which
 * loads only the page's language in the browser).
 */
export const catalogs: Record<Locale, Catalog> = {
  en: { ...en, ...accountEn, ...sportsEn },
  es: { ...es, ...accountEs, ...sportsEs },
  pt: { ...pt, ...accountPt, ...sportsPt },
};
