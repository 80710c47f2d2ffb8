import type { BrowserApi } from "#app/api/browser-api.ts";
import { FOLLOWS_MAX, type FollowJson, followKey } from "#core/favorites/follows.ts";

/*
 * The page's knowledge of what the reader follows, shared by every star on it (a team in a table
 * and in the header are one follow): what the server rendered, what the reader changed since, and,
 * on pages rendered the same for everyone (an article), what the browser asked the API.
 */

type Listener = () => void;

const following = new Map<string, boolean>();
const listeners = new Set<Listener>();
let loaded: Promise<void> | null = null;

const saved = new Set<Listener>();

/**
 * Called after the API has taken a follow or an unfollow: pages that list the reader's follows
 * (Favourites) load their data again, so "You follow nothing yet" does not stay above a filled star.
 */
export function onFollowSaved(listener: Listener): () => void {
  saved.add(listener);
  return () => saved.delete(listener);
}

export function followSaved(): void {
  for (const listener of saved) listener();
}

export function subscribeFollows(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the reader follows this profile, or undefined when the page does not know yet. */
export function followingOf(key: string): boolean | undefined {
  return following.get(key);
}

export function setFollowing(key: string, value: boolean): void {
  if (following.get(key) === value) return;
  following.set(key, value);
  for (const listener of listeners) listener();
}

/** The server's word for a profile, kept unless the reader has changed it on this page. */
export function seedFollowing(key: string, value: boolean): void {
  if (!following.has(key)) setFollowing(key, value);
}

/**
 * Asks the API once per page load what the reader follows (GET follows, or follows_anon for a
 * guest) and marks those profiles; what the page knows already is kept. A failure leaves the stars
 * as they are.
 */
export function loadReaderFollows(api: BrowserApi, apiPrefix: string, signedIn: boolean): Promise<void> {
  loaded ??= (async () => {
    const path = signedIn ? `follows?page=1&per=${FOLLOWS_MAX}` : "follows_anon";
    const response = await api(`${apiPrefix}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const follows = (await response.json()) as FollowJson[];
    const keys = new Set(follows.map(followKey));
    let changed = false;
    for (const key of keys) {
      if (!following.has(key)) {
        following.set(key, true);
        changed = true;
      }
    }
    if (changed) for (const listener of listeners) listener();
  })().catch(() => {
    loaded = null;
  });
  return loaded;
}
