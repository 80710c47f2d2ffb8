import type { Locale } from "#core/locales.ts";
import type { Catalog } from "./create-i18n.ts";
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };

/** All catalogs, for the server. The browser loads only its page's catalog (load-catalog.ts). */
export const catalogs: Record<Locale, Catalog> = { en, es, pt };
