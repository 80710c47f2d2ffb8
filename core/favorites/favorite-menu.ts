import { menuCategories, type SportCategory } from "../sports/sports-menu.ts";

/** A follow as the menu needs it (core/favorites/follows.ts FollowJson). */
export type MenuFollow = {
  id: number;
  context: string;
  name: string;
  common_name?: string;
  has_standings: boolean;
  menu: boolean;
  photo: { small: string | null };
};

/**
 * The sports menu's Favorites entry (docs/behaviour/sports.md#sports-pages, docs/behaviour/favorites.md#follow `menu`): the reader's followed
 * leagues the menu may show, in the order followed, as menu categories.
 */
export function favoriteMenuEntries(follows: readonly MenuFollow[]): SportCategory[] {
  return menuCategories(
    follows
      .filter((follow) => follow.menu && follow.context === "leagues")
      .map((follow) => ({
        id: follow.id,
        name: follow.common_name || follow.name,
        context: follow.context,
        has_standings: follow.has_standings,
        photo: follow.photo.small,
      })),
  );
}
