import { useEffect, useState, useSyncExternalStore } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useApiPrefix, useRootData } from "#app/root-data.ts";
import type { ProfileContext } from "#core/content/content.ts";
import { followKey } from "#core/favorites/follows.ts";
import {
  followingOf,
  followSaved,
  loadReaderFollows,
  seedFollowing,
  setFollowing,
  subscribeFollows,
} from "./follows-store.ts";
import { syncGuestFollowsOnce } from "./sync-guest-follows.ts";

export type FollowButtonProps = {
  profile: { id: number; context: ProfileContext; name: string };
  /**
   * The reader's follow state as the server knows it; null on a page rendered the same for every
   * reader (an article), where the browser asks the API.
   */
  following: boolean | null;
  /** Through an article's tag a failure only clears the loading state, with no notice (docs/behaviour/favorites.md#follow-notices). */
  via?: "tag";
  className?: string;
};

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/**
 * The follow star (docs/behaviour/limits.md#images: 24 × 24): a toggle button ("Follow Flamengo", pressed when followed)
 * that follows at once and says so (optimistic), busy while the API answers, then a notice: the
 * profile's name with the subscribe text, the unfollow one in the error style, or the failure
 * text (the HTTP client's, when the request got no answer); a failure puts the star back (docs/behaviour/favorites.md#following
 * "Following", docs/behaviour/favorites.md#follow-notices).
 */
export function FollowButton({ profile, following, via, className }: FollowButtonProps) {
  const i18n = useI18n("favorites");
  const t = i18n.t;
  const root = useRootData();
  const api = useBrowserApi();
  const signedIn = Boolean(root?.user);
  const apiPrefix = useApiPrefix();
  const key = followKey(profile);
  const known = useSyncExternalStore(
    subscribeFollows,
    () => followingOf(key),
    () => undefined,
  );
  const [busy, setBusy] = useState(false);
  // Marks the star as working (hydrated): the server's HTML of a star does nothing when pressed.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // After a sign-up or sign-in, the follows this device kept as a guest go to the account (docs/behaviour/favorites.md#guest-follows).
  const siteName = root?.site?.name ?? "";
  useEffect(() => {
    if (signedIn) syncGuestFollowsOnce(apiPrefix, siteName);
  }, [signedIn, apiPrefix, siteName]);
  const pressed = known ?? following ?? false;

  useEffect(() => {
    if (following === null) void loadReaderFollows(api, apiPrefix, signedIn);
    else seedFollowing(key, following);
  }, [api, apiPrefix, signedIn, key, following]);

  const toggle = async () => {
    if (busy) return;
    // The star the reader pressed, for focus to come back to from the alerts prompt.
    const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next = !pressed;
    setBusy(true);
    setFollowing(key, next);
    const [{ sendFollow }, { showToast }, { clientFailureText }] = await Promise.all([
      import("./follows-client.ts"),
      import("#app/ui/show-toast.ts"),
      import("#app/api/client-failure.ts"),
    ]);
    let done = false;
    let failure: unknown;
    try {
      done = await sendFollow(api, { apiPrefix, signedIn, follow: next, profile, siteName });
    } catch (error) {
      failure = error;
    }
    const name = profile.name;
    const closing = { closeLabel: t("favorites.notice_close") };
    if (!done) {
      // A request that got no answer says the HTTP client's text (docs/behaviour/favorites.md#follow-notices), a refusal the follow's.
      const text = via === "tag" ? null : await clientFailureText(i18n, failure);
      setBusy(false);
      setFollowing(key, pressed);
      if (via !== "tag") showToast(text ?? t("favorites.errorfavoriting", { name }), "error", closing);
      return;
    }
    setBusy(false);
    followSaved();
    if (next) {
      showToast(t("favorites.favoriting", { name }), "success", closing);
      // A polite moment to offer goal alerts (app/notifications/alerts-prompt.ts says when).
      const { offerAlerts } = await import("#app/notifications/alerts-prompt.ts");
      offerAlerts({ t, api, apiPrefix, siteName, returnFocus: origin });
    } else showToast(t("favorites.unfavoriting", { name }), "error", closing);
  };

  return (
    <button
      type="button"
      className={className ? `follow-star ${className}` : "follow-star"}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t("favorites.follow", { name: profile.name })}
      data-follow={key}
      data-ready={ready || undefined}
      onClick={() => void toggle()}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={STAR}
          fill={pressed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
