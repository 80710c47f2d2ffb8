import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The header's account entry, off every page's first load: the server writes it at once (a link
 * or a <details> menu, both working before any script) and hydration waits for its module
 * (app/ui/lazy-island.tsx). Its styles stay with the header (SiteHeader), so nothing shifts.
 */
export const AccountMenuIsland = lazyIsland(() =>
  import("./AccountMenu.tsx").then((module) => module.AccountMenu),
);
