/** A sport or league as the Sports menu shows it (spec §3 "Sport/category"). */
export type SportCategory = {
  id: number | string;
  name: string;
  context: string;
  has_standings: boolean;
  photo?: string | null;
};

/** The menu lists sports that are not athletes and that have standings (spec §2 "Sports"). */
export function menuCategories(categories: SportCategory[]): SportCategory[] {
  return categories.filter((category) => category.context !== "athletes" && category.has_standings);
}

/** A follow as the menu needs it (core/follows.ts FollowJson). */
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
 * The sports menu's Favorites entry (spec §2 "Sports", §3 Follow `menu`): the reader's followed
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
