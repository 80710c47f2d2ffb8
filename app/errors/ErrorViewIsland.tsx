import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The error page, loaded by the browser only when a page shows it (most pages never do): the
 * server writes it at once and hydration waits for its module (app/ui/lazy-island.tsx).
 */
export const ErrorViewIsland = lazyIsland(() => import("./ErrorView.tsx").then((module) => module.ErrorView));
