import { useT } from "#app/i18n/use-translation.ts";
import { minuteText, scorersOf } from "#core/sports/match-centre.ts";
import type { EventGoal, EventSide } from "#core/sports/sporting-events.ts";

/** One side's scorers under its name, each once with their minutes: "Whitfield 12', 67' (pen.)". */
export function MatchScorers({ goals, side }: { goals: EventGoal[]; side: EventSide }) {
  const t = useT("sports");
  const lines = scorersOf(goals, side);
  if (lines.length === 0) return null;
  return (
    <ul className="sports-scorers" aria-label={t("sports.match.scorers")} data-testid={`${side}-scorers`}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: unnamed scorers repeat; their place is their identity.
        <li key={index}>
          <span className="sports-scorers__name">{line.scorer ?? t("sports.match.goal")}</span>{" "}
          {line.goals
            .map(
              (goal) =>
                `${minuteText(goal)}${goal.penalty ? ` ${t("sports.match.penaltyShort")}` : ""}${goal.own_goal ? ` ${t("sports.match.ownGoalShort")}` : ""}`,
            )
            .join(", ")}
        </li>
      ))}
    </ul>
  );
}
