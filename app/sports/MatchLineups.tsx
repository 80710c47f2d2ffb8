import { useT } from "#app/i18n/use-translation.ts";
import type { EventLineup, EventLineups, EventTeamJson } from "#core/sports/sporting-events.ts";
import { TeamBadge } from "./TeamBadge.tsx";

/** Both teams' line-ups side by side (stacked on a phone): starters, then substitutes. */
export function MatchLineups({
  lineups,
  home,
  away,
}: {
  lineups: EventLineups;
  home: EventTeamJson;
  away: EventTeamJson;
}) {
  const t = useT("sports");
  return (
    <section className="sports-lineups" aria-labelledby="sports-lineups-heading">
      <h2 id="sports-lineups-heading">{t("sports.match.lineups")}</h2>
      <div className="sports-lineups__teams">
        <Side team={home} lineup={lineups.home} />
        <Side team={away} lineup={lineups.away} />
      </div>
    </section>
  );
}

function Side({ team, lineup }: { team: EventTeamJson; lineup: EventLineup }) {
  const t = useT("sports");
  return (
    <section className="sports-lineups__side" aria-label={team.name}>
      <h3>
        <TeamBadge team={team} size={24} />
        {team.name}
      </h3>
      <h4>{t("sports.match.starting")}</h4>
      <ol className="sports-lineups__list">
        {lineup.starting.map((player) => (
          <li key={player}>{player}</li>
        ))}
      </ol>
      {lineup.substitutes.length > 0 ? (
        <>
          <h4>{t("sports.match.substitutes")}</h4>
          <ul className="sports-lineups__list">
            {lineup.substitutes.map((player) => (
              <li key={player}>{player}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
