import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import {
  CHUNK_LOAD_FAILED,
  isStylesheetFailure,
  mayReload,
  withTimeout,
} from "#core/page-load/chunk-reload.ts";

const LAST_RELOAD_KEY = "icaro:chunk-reload-at";

/**
 * After a code chunk failed to load (usually a deploy removed it): reloads the page and answers
 * true, at most once per 60 s so that a chunk that stays missing cannot loop (docs/behaviour/screens.md#chunk-load-failures, docs/behaviour/errors.md#chunk-failures).
 * Offline a reload would only trade the page for the browser's offline error, so it answers
 * false and the failed load's caller copes (an idle module waits for the connection, a page
 * shows its error).
 */
export function reloadAfterChunkFailure(): boolean {
  if (!navigator.onLine) return false;
  const now = Date.now();
  try {
    // No reload yet reads as 0, long ago.
    if (!mayReload(Number(sessionStorage.getItem(LAST_RELOAD_KEY)), now)) return false;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Storage disabled: reload all the same; the guard cannot hold across this reload.
  }
  location.reload();
  return true;
}

/** The route as React Router's manifest describes it, as its loader of route modules is given it. */
export type ManifestRoute = { id: string; module: string };

/** Loads a route's module into React Router's cache of them (window.__reactRouterRouteModules). */
export type RouteModuleLoader = (route: ManifestRoute, cache: Record<string, unknown>) => Promise<unknown>;

declare global {
  /**
   * React Router's own loader of route modules hands over to this one when it is set
   * (scripts/chunk-load-hooks.ts): React Router's reloads the page on every failure, with no
   * guard, and waits for ever for a module that never answers.
   */
  var __icaroLoadRouteModule: RouteModuleLoader | undefined;
}

export type RouteModuleLoaderOptions = {
  /**
   * Called when a route's code has arrived ("code": a step of the navigation, for the loading
   * bar's progress) or has failed without a reload ("failed": the navigation ends in an error).
   */
  onStep?: (routeId: string, step: "code" | "failed") => void;
  /** The browser's dynamic import; a test's stand-in otherwise. */
  importModule?: (url: string) => Promise<unknown>;
};

/**
 * The route modules' loader: a module that fails, or does not arrive within 120 s (docs/behaviour/platform.md#platform-calls
 * Platform), reloads the page (reloadAfterChunkFailure). When it may not, the route gets a
 * stand-in whose page throws a 503 "chunk_load_failed" route error, which the nearest error
 * boundary (the layout's) shows in the reader's language. Thrown while rendering, because React
 * Router's single fetch leaves a route module's failure out of the navigation's errors (it
 * expects its own loader to have reloaded the page); the route keeps the stand-in until the
 * reader reloads.
 */
export function routeModuleLoader({
  onStep,
  importModule = (url) => import(/* @vite-ignore */ url),
}: RouteModuleLoaderOptions = {}): RouteModuleLoader {
  return async (route, cache) => {
    let module: unknown;
    try {
      module = await withTimeout(importModule(route.module));
    } catch {
      // The page is going: the navigation stays pending (the bar running) until it has.
      if (reloadAfterChunkFailure()) return new Promise(() => {});
      onStep?.(route.id, "failed");
      return { default: codeFailed };
    }
    cache[route.id] = module;
    onStep?.(route.id, "code");
    return module;
  };
}

/** The page of a route whose code could not be loaded. */
function codeFailed(): never {
  throw new ErrorResponse(503, "", { message: CHUNK_LOAD_FAILED });
}

/**
 * A code chunk that fails to load reloads the page (reloadAfterChunkFailure): route modules
 * through React Router's loader, which hands them to routeModuleLoader, and every other chunk
 * (islands, lazy code, catalogs) through Vite's preload error, which the build also raises for a
 * chunk that has not arrived within 120 s (scripts/chunk-load-hooks.ts). A stylesheet that fails
 * is reported as such and does not reload: the page still works without it.
 */
export function handleChunkErrors(options?: RouteModuleLoaderOptions) {
  globalThis.__icaroLoadRouteModule = routeModuleLoader(options);
  window.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (isStylesheetFailure(error)) {
      console.error("CSS chunk load failure", error);
      event.preventDefault();
    } else if (reloadAfterChunkFailure()) event.preventDefault();
  });
}
