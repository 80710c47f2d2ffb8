import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { ACCOUNT_PATHS } from "#core/routing/fixed-page-urls.ts";
import { readGuestFollows, writeGuestFollows } from "./guest-follows-storage.ts";

/**
 * docs/behaviour/favorites.md#guest-follows: a guest's favourites stay unsaved until they register; the prompt offers to
 * register or to continue as a guest (remembered on the device with the follows, so it is not
 * asked again on every page).
 */
export function GuestFollowPrompt() {
  const t = useT("favorites");
  const siteName = useRootData()?.site?.name ?? "";
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (readGuestFollows(siteName).dismissed) setDismissed(true);
  }, [siteName]);
  if (dismissed) return null;
  const continueAsGuest = () => {
    writeGuestFollows(siteName, { ...readGuestFollows(siteName), dismissed: true });
    setDismissed(true);
  };
  return (
    <section
      className="favorites-prompt"
      aria-labelledby="favorites-prompt-text"
      data-testid="guest-follow-prompt"
    >
      <p id="favorites-prompt-text">{t("favorites.guestPrompt.message")}</p>
      <div className="favorites-prompt__actions">
        <Link className="button" to={ACCOUNT_PATHS.signupEmail}>
          {t("favorites.guestPrompt.register")}
        </Link>
        <button type="button" className="button button--quiet" onClick={continueAsGuest}>
          {t("favorites.guestPrompt.continue")}
        </button>
      </div>
    </section>
  );
}
