/**
 * Starts, once the page is idle, what every page runs after it has loaded (app/idle/after-load.ts),
 * from one chunk loaded on demand: each feature there costs no page's first load, and the shell
 * carries only this loader. Called once, after hydration (app/root.tsx).
 */
export function startAfterLoad(): void {
  const start = () => {
    // Offline, the chunk cannot come (unless the service worker kept it): it is asked for once
    // the connection is back.
    if (!navigator.onLine && !navigator.serviceWorker?.controller) {
      window.addEventListener("online", start, { once: true });
      return;
    }
    import("./after-load.ts").then((module) => module.afterLoad()).catch(() => {});
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
}
