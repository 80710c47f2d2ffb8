import type { RouteMeta } from "./route-meta.ts";
import { catalogDomainsOf, ROUTE_TABLE } from "./route-table.ts";

/**
 * The route meta of the entries (route-meta.ts), for the build's `define` and the budgets. It is
 * in every page's JavaScript, so it says only what is there: no empty field, and no entry for a
 * route with nothing to say (a redirect), which `routeMeta` then reads as undefined.
 */
export function routeMetaTable(): Record<string, RouteMeta> {
  return Object.fromEntries(
    ROUTE_TABLE.flatMap((entry) => {
      const catalogs = catalogDomainsOf(entry);
      const meta: RouteMeta = {
        ...(entry.titleKey ? { titleKey: entry.titleKey } : {}),
        ...(entry.watchQuery?.length ? { watchQuery: entry.watchQuery } : {}),
        ...(catalogs.length > 0 ? { catalogs } : {}),
      };
      return Object.keys(meta).length > 0 ? [[entry.id, meta]] : [];
    }),
  );
}

/** The `define` that writes the table into a bundle (vite.config.ts, vitest.config.ts). */
export function routeMetaDefine(): Record<string, string> {
  return {
    __ICARO_ROUTE_META__: JSON.stringify(routeMetaTable()),
    // The signed-in account pages, which page views leave out (app/analytics/page-views.ts): only
    // that lazily loaded module reads it, so no first load carries it.
    __ICARO_LOGIN_ROUTES__: JSON.stringify(loginRouteIds()),
    // The browser's API calls say which build sent them (docs/behaviour/platform.md#default-headers app_version); only the lazily
    // loaded API client reads it.
    __ICARO_APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? "0.0.0"),
  };
}

/** The ids of the pages that need a signed-in reader. */
export function loginRouteIds(): string[] {
  return ROUTE_TABLE.filter((entry) => entry.guard === "login").map((entry) => entry.id);
}
