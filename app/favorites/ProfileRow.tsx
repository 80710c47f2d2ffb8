import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import type { ProfileJson } from "#core/content/content.ts";
import { FollowStar } from "./FollowStar.tsx";

/**
 * One team, league, athlete or topic in a Favourites list: its photo, name and kind, its follow
 * star, and whatever the list adds (a link to its stories, its alert settings).
 */
export function ProfileRow({
  profile,
  following,
  children,
}: {
  profile: Pick<ProfileJson, "id" | "context" | "name" | "common_name" | "photo">;
  following: boolean;
  children?: ReactNode;
}) {
  const t = useT("favorites");
  const name = profile.common_name || profile.name;
  return (
    <li className="favorites-row" data-profile={`${profile.context}:${profile.id}`}>
      {profile.photo.small ? (
        <img
          className="favorites-row__photo"
          src={profile.photo.small}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
      ) : (
        <span className="favorites-row__photo favorites-row__photo--none" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <span className="favorites-row__name">
        <span>{name}</span>
        <span className="favorites-row__kind">{t(`favorites.contexts.${profile.context}`)}</span>
      </span>
      {children}
      <FollowStar profile={{ id: profile.id, context: profile.context, name }} following={following} />
    </li>
  );
}
