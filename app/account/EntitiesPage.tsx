import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { routeMeta } from "#app/routing/route-meta.ts";
import type { ProfileJson } from "#core/content.ts";
import type { Route } from "./+types/EntitiesPage";
import { AccountTabs } from "./AccountTabs.tsx";
import "./account.css";

export const loader = pageLoader({
  // Follows are kept on the server by the Favourites capability; until it lands a signed-in
  // reader follows nothing there.
  load: (): { profiles: ProfileJson[] } => ({ profiles: [] }),
});

/** The teams, leagues, athletes and topics the reader follows (spec §2 /signedin/entities). */
export default function EntitiesPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account");
  const profiles = page?.profiles ?? [];
  return (
    <div className="account-area">
      <AccountTabs />
      <section className="account-area__content" aria-labelledby="entities-heading">
        <h1 id="entities-heading">{t("account.entities.heading")}</h1>
        {profiles.length > 0 ? (
          <ul className="account-list">
            {profiles.map((profile) => (
              <li key={`${profile.context}-${profile.id}`} className="account-list__profile">
                {profile.photo.small ? <img src={profile.photo.small} alt="" width={40} height={40} /> : null}
                <span>{profile.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p className="empty-state">{t("account.entities.empty")}</p>
            {/* Offered once the Discover page exists (the Favourites capability adds it). */}
            {routeMeta("discover") ? (
              <Link className="button" to="/discover">
                {t("account.entities.discover")}
              </Link>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
