import { Link } from "react-router";
import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import type { ProfileJson } from "#core/content/content.ts";
import { searchEntityPath } from "#core/routing/search-urls.ts";

/**
 * The teams, leagues, athletes and topics a free-text search names, above its stories: each opens
 * everything about it and can be followed from here (a search for a team listed two stories and
 * no team, which only the header's dropdown offered).
 */
export function SearchProfiles({ profiles }: { profiles: ProfileJson[] }) {
  const t = useT("search");
  if (profiles.length === 0) return null;
  return (
    <section className="search-profiles" aria-labelledby="search-profiles-heading">
      <h2 id="search-profiles-heading">{t("search.results.profiles.heading")}</h2>
      <ul>
        {profiles.map((profile) => {
          const name = profile.common_name || profile.name;
          return (
            <li key={`${profile.context}:${profile.id}`} className="search-profiles__item">
              {profile.photo.small ? (
                <img src={profile.photo.small} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span className="search-profiles__name">
                <Link to={searchEntityPath({ context: profile.context, id: profile.id, name })}>{name}</Link>
                <span className="search-profiles__kind">
                  {t(`search.results.profiles.kinds.${profile.context}`)}
                </span>
              </span>
              <FollowStar profile={{ id: profile.id, context: profile.context, name }} following={null} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
