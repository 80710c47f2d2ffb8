import { Link } from "react-router";
import { FollowAlerts } from "#app/favorites/FollowAlerts.tsx";
import { ProfileRow } from "#app/favorites/ProfileRow.tsx";
import { fetchReaderFollows } from "#app/favorites/reader-follows.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { localizeProfile } from "#core/i18n/localized-names.ts";
import type { Route } from "./+types/EntitiesPage";
import { AccountTabs } from "./AccountTabs.tsx";
import "./account.css";
import "#app/favorites/favorites.css";

export const loader = pageLoader({
  load: async ({ context }) => ({
    follows: (await fetchReaderFollows(context)).map((follow) => localizeProfile(follow, context.locale)),
  }),
});

/**
 * The teams, leagues, athletes and topics the reader follows (docs/behaviour/accounts.md#account-pages /signedin/entities): each
 * with its star to unfollow and its alerts, switched on or off and chosen by kind.
 */
export default function EntitiesPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account", "favorites");
  const follows = page?.follows ?? [];
  return (
    <div className="account-area">
      <AccountTabs />
      <section className="account-area__content" aria-labelledby="entities-heading">
        <h1 id="entities-heading">{t("account.entities.heading")}</h1>
        {follows.length > 0 ? (
          <>
            <p className="favorites-none">{t("favorites.alerts.intro")}</p>
            <ul className="favorites-list" data-testid="entities-list">
              {follows.map((follow) => (
                <ProfileRow key={`${follow.context}:${follow.id}`} profile={follow} following>
                  <FollowAlerts follow={follow} />
                </ProfileRow>
              ))}
            </ul>
            <p>
              <Link to="/favorites#favorites-picker">{t("favorites.picker.heading")}</Link>
            </p>
          </>
        ) : (
          <>
            <p className="empty-state">{t("account.entities.empty")}</p>
            <Link className="button" to="/discover">
              {t("account.entities.discover")}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
