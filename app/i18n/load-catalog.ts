import type { Locale } from "#core/i18n/locales.ts";
import { type Catalog, type CatalogDomain, mergeCatalogs } from "#core/i18n/translations.ts";

type CatalogModule = Promise<{ default: Catalog }>;

/**
 * Each catalog is its own chunk, so a page downloads only its language, and only the domains it
 * shows: the general catalog always, `domains/<domain>.<locale>.json` for the account and sports
 * pages (their routes say so in the route table). Domains use their own top-level keys. A catalog
 * that fails, or does not arrive within 120 s, is a failed chunk like any other
 * (app/routing/chunk-errors.ts; the time-out is the build's, scripts/chunk-load-hooks.ts).
 */
const general: Record<Locale, () => CatalogModule> = {
  en: () => import("./en.json"),
  es: () => import("./es.json"),
  pt: () => import("./pt.json"),
};

const domains: Record<CatalogDomain, Record<Locale, () => CatalogModule>> = {
  account: {
    en: () => import("./domains/account.en.json"),
    es: () => import("./domains/account.es.json"),
    pt: () => import("./domains/account.pt.json"),
  },
  sports: {
    en: () => import("./domains/sports.en.json"),
    es: () => import("./domains/sports.es.json"),
    pt: () => import("./domains/sports.pt.json"),
  },
  stories: {
    en: () => import("./domains/stories.en.json"),
    es: () => import("./domains/stories.es.json"),
    pt: () => import("./domains/stories.pt.json"),
  },
  pages: {
    en: () => import("./domains/pages.en.json"),
    es: () => import("./domains/pages.es.json"),
    pt: () => import("./domains/pages.pt.json"),
  },
  personal: {
    en: () => import("./domains/personal.en.json"),
    es: () => import("./domains/personal.es.json"),
    pt: () => import("./domains/personal.pt.json"),
  },
  favorites: {
    en: () => import("./domains/favorites.en.json"),
    es: () => import("./domains/favorites.es.json"),
    pt: () => import("./domains/favorites.pt.json"),
  },
  search: {
    en: () => import("./domains/search.en.json"),
    es: () => import("./domains/search.es.json"),
    pt: () => import("./domains/search.pt.json"),
  },
  tv: {
    en: () => import("./domains/tv.en.json"),
    es: () => import("./domains/tv.es.json"),
    pt: () => import("./domains/tv.pt.json"),
  },
  rewards: {
    en: () => import("./domains/rewards.en.json"),
    es: () => import("./domains/rewards.es.json"),
    pt: () => import("./domains/rewards.pt.json"),
  },
};

export async function loadDomain(locale: Locale, domain: CatalogDomain): Promise<Catalog> {
  return (await domains[domain][locale]()).default;
}

/** The general catalog and these domains', merged (their top-level keys do not overlap). */
export async function loadCatalog(locale: Locale, wanted: readonly CatalogDomain[]): Promise<Catalog> {
  const parts = await Promise.all([general[locale](), ...wanted.map((d) => domains[d][locale]())]);
  return mergeCatalogs(parts.map((part) => part.default));
}
