let hydrated = false;

/**
 * Whether the browser is rendering the server's page for the first time (hydrating): true from
 * the start until the root's first effect, false on the server and ever after, when pages
 * render from client navigations.
 */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && !hydrated;
}

/** Called once by the root when the first render has been committed. */
export function markHydrated(): void {
  hydrated = true;
}
