import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The header's search and account entry, off every page's first load, as one island (one module
 * to wait for and one loader in the shared chunk, not two): the server writes them at once — a
 * link to the search page, a sign-in link or a <details> menu, all working before any script —
 * and hydration waits for their module (app/ui/lazy-island.tsx). Their styles stay with the
 * header (app.css, account-menu.css), so nothing shifts.
 */
export const HeaderEndIsland = lazyIsland(() => import("./HeaderEnd.tsx").then((module) => module.HeaderEnd));
