import type { Locale } from "../i18n/locales.ts";
import type { Catalog } from "../i18n/translations.ts";

/**
 * What the server needs of the web app besides rendering its pages, exported by the web app's
 * server entry (app/entry.server.tsx) and read from React Router's server build — the server's one
 * mount point of app/ (server/http/pages/web-app.ts): the texts, for translators made once per locale
 * and for the error pages of refused requests, and which pages the anonymous page cache may keep.
 */
export type WebAppParts = {
  catalogs: Record<Locale, Catalog>;
  /** Route ids whose anonymous HTML is the same for every reader (`cache: true` in the route table). */
  cacheableRouteIds: readonly string[];
};
