import type { CatalogDomain } from "#core/i18n/translations.ts";

/** What the pages need of a route table entry while they render, in the browser as on the server. */
export type RouteMeta = {
  /** i18n key of the page title (RouteTitle). */
  titleKey?: string;
  /** Query keys whose change shows the loading bar (RouteLoadingBar). */
  watchQuery?: string[];
  /** Translation domains the page shows besides the general catalog (none when absent). */
  catalogs?: CatalogDomain[];
};

/**
 * Written into the bundles at build time from the route table (vite.config.ts `define`, from
 * route-meta-table.ts): the browser gets these few fields per route instead of the whole table
 * with its paths, files, guards and middleware (about 1 KB gzip of every page).
 */
declare const __ICARO_ROUTE_META__: Record<string, RouteMeta>;

export function routeMeta(id: string): RouteMeta | undefined {
  return Object.hasOwn(__ICARO_ROUTE_META__, id) ? __ICARO_ROUTE_META__[id] : undefined;
}

/** The catalog domains of a page from its matched route ids (layouts have no entry and add none). */
export function catalogDomainsOfRoutes(ids: readonly string[]): CatalogDomain[] {
  return [...new Set(ids.flatMap((id) => routeMeta(id)?.catalogs ?? []))];
}
