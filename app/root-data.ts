import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data: site branding, locale prefixes and sections. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}
