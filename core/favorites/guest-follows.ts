import { type FollowRef, followKey, mergeFollowRefs } from "./follows.ts";

/*
 * The browser's rules of Favourites (docs/behaviour/favorites.md#following): follow adds, unfollow removes; a
 * guest's follows are also kept on the device under `<site name>Follows` (docs/behaviour/platform.md#local-storage-keys local storage
 * keys), flagged unsaved, until a sign-up or sign-in pushes them to the account in one call and the
 * local copy is cleared. The server holds them by PSID as well, so pages render them.
 */

/** A follow as the device keeps it: the profile and the name to show. */
export type LocalFollow = FollowRef & { name: string };

export type GuestFollows = {
  follows: LocalFollow[];
  /** docs/behaviour/favorites.md#guest-follows: a guest's favourites stay unsaved until they register. */
  unsaved: true;
  /** The guest chose "continue as guest" on the prompt to register. */
  dismissed: boolean;
};

export const EMPTY_GUEST_FOLLOWS: GuestFollows = { follows: [], unsaved: true, dismissed: false };

/** A stored value read back: anything that is not a list of follows is empty. */
export function parseGuestFollows(value: unknown): GuestFollows {
  if (typeof value !== "object" || value === null) return EMPTY_GUEST_FOLLOWS;
  const { follows, dismissed } = value as { follows?: unknown; dismissed?: unknown };
  if (!Array.isArray(follows)) return EMPTY_GUEST_FOLLOWS;
  const valid = follows.filter(
    (f): f is LocalFollow =>
      typeof f === "object" &&
      f !== null &&
      Number.isSafeInteger((f as LocalFollow).id) &&
      ["athletes", "leagues", "teams", "entities"].includes((f as LocalFollow).context) &&
      typeof (f as LocalFollow).name === "string",
  );
  return { follows: mergeFollowRefs(valid), unsaved: true, dismissed: dismissed === true };
}

/** Follow adds (once: docs/behaviour/content.md#duplicate-items duplicates are merged). */
export function withFollow(state: GuestFollows, follow: LocalFollow): GuestFollows {
  const { id, context, name } = follow;
  return { ...state, follows: mergeFollowRefs([...state.follows, { id, context, name }]) };
}

/** Unfollow removes. */
export function withoutFollow(state: GuestFollows, ref: FollowRef): GuestFollows {
  const key = followKey(ref);
  return { ...state, follows: state.follows.filter((follow) => followKey(follow) !== key) };
}

/**
 * After sign-up or sign-in: the one call that saves the device's follows to the account
 * (`POST follows {profiles}`), or null when there is nothing to save. The server merges them with
 * the account's, so nothing is lost and nothing doubled.
 */
export function signInSyncBody(state: GuestFollows): { profiles: FollowRef[] } | null {
  if (state.follows.length === 0) return null;
  return { profiles: mergeFollowRefs(state.follows).map(({ id, context }) => ({ id, context })) };
}

/** The API call that follows or unfollows a profile for this reader (docs/behaviour/content.md#profile-call). */
export function followRequest({
  signedIn,
  follow,
  ref,
}: {
  signedIn: boolean;
  follow: boolean;
  ref: FollowRef;
}): { method: "POST" | "DELETE"; path: string; body: unknown } {
  const path = signedIn ? "follows" : "follows_anon";
  const { id, context } = ref;
  return follow
    ? { method: "POST", path, body: { id, context } }
    : { method: "DELETE", path, body: { profiles: [{ id, context }] } };
}

/** docs/behaviour/search.md#query-rules: "Search text is lower-cased for filtering favourites" — a follow matches by any of its names. */
export function filterFollows<
  T extends { name: string; common_name?: string; short_name?: string | null; names?: object },
>(follows: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...follows];
  return follows.filter((follow) =>
    [follow.name, follow.common_name, follow.short_name, ...Object.values(follow.names ?? {})].some(
      (name) => typeof name === "string" && name.toLowerCase().includes(needle),
    ),
  );
}

/** docs/behaviour/favorites.md#following: the favourites filter is "all" or "favourites". */
export const FOLLOWS_FILTERS = ["all", "favourites"] as const;
export type FollowsFilter = (typeof FOLLOWS_FILTERS)[number];

export function parseFollowsFilter(value: string | null | undefined): FollowsFilter {
  return value === "favourites" ? "favourites" : "all";
}

/** The list a filter state shows: everything, or only what the reader follows. */
export function applyFollowsFilter<T extends FollowRef>(
  items: readonly T[],
  filter: FollowsFilter,
  followed: readonly FollowRef[],
): T[] {
  if (filter === "all") return [...items];
  const keys = new Set(followed.map(followKey));
  return items.filter((item) => keys.has(followKey(item)));
}
