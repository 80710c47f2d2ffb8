import { lazyIsland } from "#app/ui/lazy-island.tsx";
import type { FollowButtonProps } from "./FollowButton.tsx";

/**
 * The follow star as the pages place it: the server renders it with the reader's state, and the
 * browser loads its code (and the Favourites texts) off the first load, in a chunk of its own,
 * so the sports and article pages stay within their JavaScript budget.
 */
export const FollowStar = lazyIsland<FollowButtonProps>(() =>
  import("./FollowButton.tsx").then((module) => module.FollowButton),
);
