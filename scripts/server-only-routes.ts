import { readdirSync } from "node:fs";
import path from "node:path";
import type { Rollup } from "vite";

/**
 * The route modules that only redirect (app/routing/redirects/): a loader and nothing else, so the
 * browser build has nothing to put in their route chunks. React Router still lists a chunk per
 * route module, and Rollup warns that each is empty. For these modules that is the design, not a
 * mistake; an empty chunk anywhere else still warns.
 */
export const SERVER_ONLY_ROUTES = path.join("app", "routing", "redirects");

/** The chunk names of the modules in that folder: their file names without the extension. */
export function serverOnlyRouteChunks(folder = path.resolve(SERVER_ONLY_ROUTES)): string[] {
  return readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ""));
}

/** Rollup's onwarn for the browser build: quiet on the empty chunks of the named modules only. */
export function quietEmptyChunksOf(names: readonly string[]): Rollup.WarningHandlerWithDefault {
  const expected = new Set(names);
  return (warning, warn) => {
    const empty = warning.code === "EMPTY_BUNDLE" && (warning.names ?? []).length > 0;
    if (empty && warning.names?.every((name) => expected.has(name))) return;
    warn(warning);
  };
}
