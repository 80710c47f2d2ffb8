import type { BrowserApi } from "#app/api/browser-api.ts";
import { sendOrQueue } from "#app/offline/offline-queue.ts";
import type { FollowRef } from "#core/favorites/follows.ts";
import { followRequest, type LocalFollow } from "#core/favorites/guest-follows.ts";
import { rememberGuestFollow } from "./guest-follows-storage.ts";

/**
 * Follows or unfollows a profile for the reader (docs/behaviour/favorites.md#following, docs/behaviour/content.md#profile-call): a signed-in reader's
 * account (POST/DELETE follows), or a guest's PSID on the server (POST/DELETE follows_anon, so the
 * pages the server renders show it) and this device's list, flagged unsaved. True when it is done;
 * a follow the server already had counts as done, and so does one made offline (queued). A 401 from a signed-in call signs the reader
 * out through the API client (app/api/use-browser-api.ts). A request that was stopped or got no
 * answer rejects with its HttpClientError (app/offline/offline-queue.ts), for the star to say so.
 */
export async function sendFollow(
  api: BrowserApi,
  {
    apiPrefix,
    signedIn,
    follow,
    profile,
    siteName,
  }: {
    apiPrefix: string;
    signedIn: boolean;
    follow: boolean;
    profile: LocalFollow | FollowRef;
    siteName: string;
  },
): Promise<boolean> {
  const request = followRequest({ signedIn, follow, ref: profile });
  // Offline, the change is queued and sent when the connection is back (app/offline/offline-queue.ts).
  const response = await sendOrQueue(
    { ...request, target: `follow:${profile.context}:${profile.id}` },
    { api, apiPrefix, siteName },
  );
  const done = response === "queued" || response.ok || (follow && response.status === 409);
  if (done && !signedIn) rememberGuestFollow(siteName, profile, follow);
  return done;
}
