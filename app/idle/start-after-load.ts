/**
 * Starts, once the page is idle, what every page runs after it has loaded (app/idle/after-load.ts),
 * from one chunk loaded on demand: each feature there costs no page's first load, and the shell
 * carries only this loader. Called once, after hydration (app/root.tsx).
 */
export function startAfterLoad(): void {
  const start = () => {
    // Offline the chunk may not come (the service worker may have kept it): when it does not, it
    // is asked for again once the connection is back. A failed import offline does not reload the
    // page (app/routing/chunk-errors.ts).
    import("./after-load.ts")
      .then((module) => module.afterLoad())
      .catch(() => window.addEventListener("online", start, { once: true }));
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
}
