/**
 * The Favourites addresses of docs/behaviour/favorites.md#favourites-pages, apart from the builders every page uses (in every
 * page's shared chunk), these only in the Favourites pages' code.
 */

import { packSelected, type Selected } from "./feed-urls.ts";
import { compositeSegment, requiredSegment } from "./url-segments.ts";

/** docs/behaviour/favorites.md#favourites-pages: the last segment. */
export const FAVORITES_TABS = ["feed", "myscores", "mystandings", "scores", "standings"] as const;
export type FavoritesTab = (typeof FAVORITES_TABS)[number];

/** docs/behaviour/favorites.md#favourites-pages: /favorites/{name}/{selected?}/{feed|myscores|mystandings|scores|standings}; selected packs like the feed's. */
export function favoritesPath({
  name,
  selected,
  tab,
}: {
  name: string;
  selected?: Selected;
  tab: FavoritesTab;
}): string {
  const middle = selected ? `/${compositeSegment(packSelected(selected))}` : "";
  return `/favorites/${requiredSegment(name)}${middle}/${tab}`;
}
