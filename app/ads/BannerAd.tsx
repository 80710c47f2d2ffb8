import type { RootData } from "#app/root-data.ts";
import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * The page's banner ad (spec §2 "Layouts", §4 "Banner ad"), an island off the first load
 * (app/ui/lazy-island.tsx), rendered by a layout only where the site's configuration places one.
 */
export const BannerAd = lazyIsland(() => import("./AdBanner.tsx").then((module) => module.AdBanner));

type Match = { id: string; data: unknown };

/**
 * The banner of the page whose route matches are given, or null: the root's data (`ads`, null
 * while display ads are off) by the page's name, its route id. Read from the matches rather than
 * useRootData(), so the layouts import nothing new from the shell.
 */
export function bannerOf(matches: readonly Match[]): string | undefined {
  const ads = (matches[0]?.data as RootData | undefined)?.ads;
  const slot = ads?.slots[matches.at(-1)?.id ?? ""];
  return slot && slot + ads?.notice;
}
