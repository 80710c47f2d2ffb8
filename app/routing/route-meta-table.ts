import type { RouteMeta } from "./route-meta.ts";
import { catalogDomainsOf, ROUTE_TABLE } from "./route-table.ts";

/** The route meta of every entry (route-meta.ts), for the build's `define` and the budgets. */
export function routeMetaTable(): Record<string, RouteMeta> {
  return Object.fromEntries(
    ROUTE_TABLE.map((entry) => [
      entry.id,
      { titleKey: entry.titleKey, watchQuery: entry.watchQuery, catalogs: catalogDomainsOf(entry) },
    ]),
  );
}

/** The `define` that writes the table into a bundle (vite.config.ts, vitest.config.ts). */
export function routeMetaDefine(): Record<string, string> {
  return { __ICARO_ROUTE_META__: JSON.stringify(routeMetaTable()) };
}
