import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data: locale prefixes, and the site's branding and sections (null on /coming_soon when the configuration is unavailable). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** The site's branding, when the configuration could be loaded. */
export function useSite() {
  return useRootData()?.site ?? null;
}
