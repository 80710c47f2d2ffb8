import type { Plugin } from "vite";
import { CHUNK_TIMEOUT_MS } from "../core/page-load/chunk-reload.ts";

/*
 * Two changes the browser build makes to code that is not ours, so that every code chunk obeys
 * docs/behaviour/platform.md#platform-calls/docs/behaviour/errors.md#chunk-failures (a chunk that fails, or has not arrived after 120 s, reloads the page at most once per
 * 60 s; app/routing/chunk-errors.ts):
 *
 * - React Router's loader of route modules (`loadRouteModule`) hands over to ours
 *   (`globalThis.__icaroLoadRouteModule`) when it is set. Its own reloads the page on every failed
 *   import, with no guard against a loop, and waits for ever for a module that never answers.
 * - Vite's preload helper, through which every other dynamic import goes (islands, lazy code,
 *   catalogs), fails an import that has not settled after 120 s; its failure is then Vite's
 *   `vite:preloadError`, which chunk-errors.ts handles.
 *
 * Each change fails the build when the code it expects is not there (a new React Router or Vite),
 * rather than shipping without it.
 */

export const ROUTE_MODULE_HOOK = "__icaroLoadRouteModule";

const ROUTER_CACHE_HIT =
  /(async function loadRouteModule\(route, routeModulesCache\) \{\s*if \(route\.id in routeModulesCache\) \{\s*return routeModulesCache\[route\.id\];\s*\})/;

/** Whether `code` is the React Router module that defines its loader of route modules. */
export function definesRouteModuleLoader(code: string): boolean {
  return code.includes("async function loadRouteModule(");
}

/** React Router's `loadRouteModule`, handing over to the app's loader after its cache check. */
export function patchRouteModuleLoader(code: string): string {
  if (!ROUTER_CACHE_HIT.test(code)) {
    throw new Error(
      "React Router's loadRouteModule is not of the expected shape (scripts/chunk-load-hooks.ts)",
    );
  }
  return code.replace(
    ROUTER_CACHE_HIT,
    `$1\n  if (globalThis.${ROUTE_MODULE_HOOK}) return globalThis.${ROUTE_MODULE_HOOK}(route, routeModulesCache);`,
  );
}

export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

const PRELOAD_IMPORT = "return baseModule().catch(handlePreloadError)";

/** Vite's preload helper, failing an import that has not settled after CHUNK_TIMEOUT_MS. */
export function patchPreloadHelper(code: string, timeoutMs: number = CHUNK_TIMEOUT_MS): string {
  if (code.split(PRELOAD_IMPORT).length !== 2) {
    throw new Error("Vite's preload helper is not of the expected shape (scripts/chunk-load-hooks.ts)");
  }
  const timed = `return new Promise((resolve, reject) => { setTimeout(() => reject(new Error("Chunk load timed out after ${timeoutMs} ms")), ${timeoutMs}); baseModule().then(resolve, reject); }).catch(handlePreloadError)`;
  return code.replace(PRELOAD_IMPORT, timed);
}

/** The Vite plugin making both changes in the browser build (vite.config.ts). */
export function chunkLoadHooks(): Plugin {
  let client = false;
  let patched = { router: false, preload: false };
  return {
    name: "icaro:chunk-load-hooks",
    apply: "build",
    configResolved(config) {
      client = !config.build.ssr;
    },
    buildStart() {
      patched = { router: false, preload: false };
    },
    transform(code, id) {
      if (!client) return null;
      if (id === PRELOAD_HELPER_ID) {
        patched.preload = true;
        return { code: patchPreloadHelper(code), map: null };
      }
      if (id.includes("/react-router/dist/") && definesRouteModuleLoader(code)) {
        patched.router = true;
        return { code: patchRouteModuleLoader(code), map: null };
      }
      return null;
    },
    buildEnd(error) {
      if (!client || error) return;
      if (!patched.router)
        this.error("React Router's loadRouteModule was not found (scripts/chunk-load-hooks.ts)");
      if (!patched.preload) this.error("Vite's preload helper was not found (scripts/chunk-load-hooks.ts)");
    },
  };
}
