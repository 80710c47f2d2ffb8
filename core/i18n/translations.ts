import type { Locale } from "./locales.ts";

/** A nested translation catalog as written in the JSON files: `{ "home": { "title": "…" } }`. */
export type Catalog = Record<string, unknown>;

/**
 * Values for a text's `{{name}}` placeholders. `count` also picks the plural form
 * (`key_one`, `key_other`, `key_many`: the locale's Intl.PluralRules category); `defaultValue`
 * is shown when the catalog has no such key.
 */
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * The catalog domains kept out of the general catalog (`domains/<domain>.<locale>.json`): the
 * browser loads one only on pages that need it (app/i18n/load-catalog.ts).
 */
export const CATALOG_DOMAINS = [
  "account",
  "sports",
  "stories",
  "pages",
  "personal",
  "favorites",
  "search",
  "tv",
  "rewards",
] as const;
export type CatalogDomain = (typeof CATALOG_DOMAINS)[number];

/** One locale's translations: what the components and loaders need of it. */
export type I18n = {
  readonly language: Locale;
  readonly t: Translate;
  /**
   * Null when the domain's texts came with the page; else the promise of their arrival (started
   * now if it was not), for `use()` in useI18n: a page of that domain reached by client navigation
   * waits for its texts inside the navigation's transition instead of showing keys. Once they
   * have arrived it is still that promise, settled: a component that suspended on it calls `use()`
   * again when React replays it (a `use()` skipped on the replay left React's hooks in the wrong
   * mode: "Update hook called on initial render", React error 467).
   */
  pending(domain: CatalogDomain): Promise<void> | null;
};

type Options = {
  /** The domains `catalog` already holds; all of them unless said. */
  domains?: readonly CatalogDomain[];
  /** Fetches one more domain's texts (the browser). */
  loadDomain?: (domain: CatalogDomain) => Promise<Catalog>;
};

/** Catalogs merged key by key: a domain may add texts under a section the general catalog has. */
export function mergeCatalogs(parts: readonly Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const mine = merged[key];
      const nested = (item: unknown): item is Catalog => typeof item === "object" && item !== null;
      merged[key] = nested(mine) && nested(value) ? mergeCatalogs([mine, value]) : value;
    }
  }
  return merged;
}

/** Every text of a nested catalog by its dotted key ("home.title"). */
function flatten(catalog: Catalog, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === "string") into.set(`${prefix}${key}`, value);
    else if (typeof value === "object" && value !== null) flatten(value as Catalog, `${prefix}${key}.`, into);
  }
  return into;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; one without a value stays as written, so it shows in review. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/**
 * The translate function of one locale, for the server (one per locale at start-up, never one per
 * render) and the browser (the page's one). The catalogs use only key lookup, `{{name}}`
 * interpolation (never HTML-escaped: React escapes) and `_one`/`_other`/`_many` plurals, so this
 * small function replaces i18next and keeps ~15 KB gzip out of every page
 * (docs/decisions/0038-translation-lookup.md).
 */
export function createI18n(locale: Locale, catalog: Catalog, options: Options = {}): I18n {
  const texts = flatten(catalog, "", new Map());
  const loaded = new Set<CatalogDomain>(options.domains ?? CATALOG_DOMAINS);
  const loading = new Map<CatalogDomain, Promise<void>>();
  const pending = (domain: CatalogDomain): Promise<void> | null => {
    if (loaded.has(domain)) return loading.get(domain) ?? null;
    const load = options.loadDomain;
    if (!load) return null;
    let promise = loading.get(domain);
    if (!promise) {
      promise = load(domain).then((part) => {
        flatten(part, "", texts);
        loaded.add(domain);
      });
      // A failed load may be retried by the next render (chunk errors reload the page anyway).
      promise.catch(() => loading.delete(domain));
      loading.set(domain, promise);
    }
    return promise;
  };
  const plurals = new Intl.PluralRules(locale);
  const t: Translate = (key, options) => {
    if (!options) return texts.get(key) ?? key;
    const plural =
      typeof options.count === "number"
        ? (texts.get(`${key}_${plurals.select(options.count)}`) ?? texts.get(`${key}_other`))
        : undefined;
    const text = plural ?? texts.get(key) ?? options.defaultValue ?? key;
    return interpolate(text, options);
  };
  return { language: locale, t, pending };
}
