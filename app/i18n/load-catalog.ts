import { withTimeout } from "#core/chunk-reload.ts";
import type { Locale } from "#core/locales.ts";
import type { Catalog } from "./create-i18n.ts";

/** Each catalog is its own chunk, so a page downloads only its language. */
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import("./en.json"),
  es: () => import("./es.json"),
  pt: () => import("./pt.json"),
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return (await withTimeout(loaders[locale]())).default;
}
