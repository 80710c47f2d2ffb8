import { useT } from "#app/i18n/use-translation.ts";
import { minuteText, timeline } from "#core/sports/match-centre.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { scoreText } from "#core/sports/sports-events.ts";

/**
 * The match as it went: each goal at its minute, on its team's side, with the score after it,
 * and the half-time mark. A match without goals says so.
 */
export function MatchTimeline({ event }: { event: SportingEventJson }) {
  const t = useT("sports");
  const entries = timeline(event);
  const teamName = { home: event.home.name, away: event.away.name };
  return (
    <section className="sports-timeline" aria-labelledby="sports-timeline-heading">
      <h2 id="sports-timeline-heading">{t("sports.match.timeline")}</h2>
      {event.goals.length === 0 ? <p className="sports-empty">{t("sports.match.noGoals")}</p> : null}
      {entries.length > 0 ? (
        <ol className="sports-timeline__list" data-testid="match-timeline">
          {entries.map((entry, index) =>
            entry.kind === "half-time" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole; order is identity.
              <li key={index} className="sports-timeline__break">
                <span>{t("sports.match.halfTime")}</span> <span>{scoreText(entry.home, entry.away)}</span>
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole; order is identity.
              <li key={index} className="sports-timeline__goal" data-side={entry.goal.side}>
                <span className="sports-timeline__minute">{minuteText(entry.goal)}</span>
                <span className="sports-timeline__what">
                  <span className="sports-timeline__scorer">
                    {entry.goal.scorer ?? t("sports.match.goal")}
                    {entry.goal.penalty ? ` ${t("sports.match.penaltyShort")}` : ""}
                    {entry.goal.own_goal ? ` ${t("sports.match.ownGoalShort")}` : ""}
                  </span>
                  <span className="sports-timeline__team">{teamName[entry.goal.side]}</span>
                </span>
                <span className="sports-timeline__score">{scoreText(entry.home, entry.away)}</span>
              </li>
            ),
          )}
        </ol>
      ) : null}
    </section>
  );
}
