import { useId } from "react";
import type { EventTeamJson } from "#core/sports/sporting-events.ts";
import { badgeColors, badgeInitials, inkOn } from "#core/sports/team-badge.ts";

const SHIELD = "M16 1.5 29 5.5V16c0 8-5.6 12.6-13 14.5C8.6 28.6 3 24 3 16V5.5Z";

/**
 * A team's badge: its logo when it has one, otherwise a shield drawn inline in its colours
 * (core/sports/team-badge.ts `badgeColors`) with its initials. Decorative: the team's name is always
 * written beside it.
 */
export function TeamBadge({
  team,
  size = 32,
}: {
  team: Pick<EventTeamJson, "name" | "short_name" | "photo" | "colors">;
  size?: number;
}) {
  const clip = useId();
  if (team.photo) {
    return <img className="sports-badge" src={team.photo} alt="" width={size} height={size} loading="lazy" />;
  }
  const [main, second] = badgeColors(team);
  const initials = badgeInitials(team);
  return (
    <svg
      className="sports-badge"
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      data-colors={`${main} ${second}`}
    >
      <clipPath id={clip}>
        <path d={SHIELD} />
      </clipPath>
      <path d={SHIELD} fill={main} />
      <path d="M0 21h32v4H0z" fill={second} clipPath={`url(#${clip})`} />
      <path d={SHIELD} fill="none" stroke="rgba(0,0,0,.35)" strokeWidth="1.2" />
      {initials ? (
        <text
          x="16"
          y="15.5"
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={initials.length > 2 ? 8 : 10}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          fill={inkOn(main)}
        >
          {initials}
        </text>
      ) : null}
    </svg>
  );
}
