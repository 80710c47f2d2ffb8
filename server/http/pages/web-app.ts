import type { ServerBuild } from "react-router";
import type { WebAppParts } from "#core/pwa/web-app-parts.ts";

/** A page route of the build as React Router matches it: a path, or the index of its layout. */
export type PageRoute = { id: string; path?: string; index?: true };

export type WebApp = WebAppParts & {
  build: ServerBuild;
  /** The build's page routes, flat: layout routes add no path segment in Icaro's route tree. */
  pageRoutes: PageRoute[];
};

/**
 * The web app as the server sees it: React Router's server build, and what its server entry
 * exports for the server (core/pwa/web-app-parts.ts). The only place server/ reaches into app/.
 */
export function webAppOf(build: ServerBuild): WebApp {
  const parts = (build.entry.module as { webApp?: WebAppParts }).webApp;
  if (!parts) throw new Error("The server build's entry does not export webApp (app/entry.server.tsx)");
  const pageRoutes = Object.values(build.routes).flatMap((route): PageRoute[] => {
    if (!route || route.id === "root") return [];
    if (route.index) return [{ id: route.id, index: true }];
    return route.path === undefined ? [] : [{ id: route.id, path: route.path }];
  });
  return { ...parts, build, pageRoutes };
}
