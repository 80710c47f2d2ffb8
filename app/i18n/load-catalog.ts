import { withTimeout } from "#core/chunk-reload.ts";
import type { Locale } from "#core/locales.ts";
import type { Catalog } from "./create-i18n.ts";

type CatalogModule = Promise<{ default: Catalog }>;

/**
 * Each catalog is its own chunk, so a page downloads only its language. A locale's catalog is
 * the general one plus one file per domain (`domains/<domain>.<locale>.json`), so each domain's
 * texts live in their own files; they are merged key by key at the top level.
 */
const loaders: Record<Locale, () => CatalogModule[]> = {
  en: () => [import("./en.json"), import("./domains/account.en.json"), import("./domains/sports.en.json")],
  es: () => [import("./es.json"), import("./domains/account.es.json"), import("./domains/sports.es.json")],
  pt: () => [import("./pt.json"), import("./domains/account.pt.json"), import("./domains/sports.pt.json")],
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const parts = await withTimeout(Promise.all(loaders[locale]()));
  return Object.assign({}, ...parts.map((part) => part.default));
}
