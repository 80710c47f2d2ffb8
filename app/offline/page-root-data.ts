import type { RootData } from "#app/root-data.ts";

type RouterWindow = Window & { __reactRouterDataRouter?: { state: { loaderData: Record<string, unknown> } } };

/**
 * The root loader's data of the page now, for code outside React (the offline queue); undefined
 * before hydration or on a page without the router.
 */
export function pageRootData(): RootData | undefined {
  return (window as RouterWindow).__reactRouterDataRouter?.state.loaderData.root as RootData | undefined;
}
