import type { ProfileContext, ProfileJson } from "../content/content.ts";

/*
 * Favourites (docs/behaviour/favorites.md#follow, docs/behaviour/favorites.md#following, docs/behaviour/content.md#profile-call): the shapes both sides use.
 * A follow is a profile the reader follows, with its alert settings. Guests' follows are kept on the
 * server under their PSID (so pages render them) and on the device flagged unsaved until they sign up.
 */

/** docs/behaviour/limits.md#page-sizes "Follows fetch per": the most follows one reader may hold, and one page of them. */
export const FOLLOWS_MAX = 1000;

/** The kinds of push alert a follow can ask for, each switched per follow. */
export const ALERT_KINDS = ["kickoff", "goal", "full_time", "breaking"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertSettings = Record<AlertKind, boolean>;
export const DEFAULT_ALERTS: AlertSettings = { kickoff: true, goal: true, full_time: true, breaking: true };

/** One followed profile as the API answers it (docs/behaviour/favorites.md#follow: id, context, name, api, type, followed, push_on, device_token, menu). */
export type FollowJson = ProfileJson & {
  /** The API path of the profile (`profiles/teams/12`), as the spec's `api` field. */
  api: string;
  type: "profile";
  followed: true;
  /** 1 when alerts are on for this follow (docs/behaviour/favorites.md#follow-alerts: subscribe sets 1, unsubscribe 0). */
  push_on: 0 | 1;
  /** The push subscription's endpoint the alerts go to, or null without one (decisions: Web Push). */
  device_token: string | null;
  /** Shown in the sports menu's Favorites list: leagues and teams with standings. */
  menu: boolean;
  alerts: AlertSettings;
  /** When the reader followed it (ISO 8601). */
  followed_at: string;
};

/** A profile named by the clients: what follow, unfollow and the anonymous POST endpoints take. */
export type FollowRef = { id: number; context: ProfileContext };

/** The key a follow is known by on both sides (`teams:12`). */
export function followKey(ref: FollowRef): string {
  return `${ref.context}:${ref.id}`;
}

/** docs/behaviour/favorites.md#following "Duplicate follows … are merged": the first of each profile, in order. */
export function mergeFollowRefs<T extends FollowRef>(refs: readonly T[]): T[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = followKey(ref);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
