import { matchRoutes } from "react-router";
import { boundedMemo } from "#core/storage/bounded-memo.ts";
import { type LocalePrefix, localeOfPath } from "./locale-of-path.ts";
import type { PageRoute } from "./web-app.ts";

/**
 * The route id a path renders under its locale's basename, or undefined: React Router's own
 * ranking over the build's page routes. matchRoutes flattens and ranks the whole table on every
 * call (~0.5 ms here, a tenth of a signed-in render); the answer for a path never changes, so it
 * is remembered.
 */
export function pageRouteOf(
  routes: PageRoute[],
  prefixes: LocalePrefix[],
): (path: string) => string | undefined {
  const byPath = boundedMemo(5000, (basename: string, path: string) => {
    const matches = matchRoutes(routes, path, basename === "/" ? undefined : basename);
    return matches?.at(-1)?.route.id;
  });
  return (path) => byPath(localeOfPath(prefixes, path).basename, path);
}
