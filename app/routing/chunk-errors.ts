import { isStylesheetFailure, mayReload } from "#core/chunk-reload.ts";

const LAST_RELOAD_KEY = "icaro:chunk-reload-at";

function lastReload(): number | null {
  try {
    const value = sessionStorage.getItem(LAST_RELOAD_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * A code chunk that fails to load (usually after a deploy removed it) reloads the page, at most
 * once per 60 s so that a chunk that stays missing cannot loop (spec §2, §8). A stylesheet that
 * fails is reported as such and does not reload: the page still works without it.
 */
export function handleChunkErrors() {
  window.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (isStylesheetFailure(error)) {
      console.error("CSS chunk load failure", error);
      event.preventDefault();
      return;
    }
    // Offline, a reload would only trade the page for the browser's offline error: the failed
    // import rejects instead, and its caller copes (an idle module waits for the connection).
    if (!navigator.onLine) return;
    const now = Date.now();
    if (!mayReload(lastReload(), now)) return;
    try {
      sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
    } catch {
      // Storage disabled: still reload once; the guard cannot hold across this reload.
    }
    event.preventDefault();
    window.location.reload();
  });
}
