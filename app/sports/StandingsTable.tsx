import { useT } from "#app/i18n/use-translation.ts";
import type { StandingsJson } from "#core/standings-json.ts";
import { lastFive, signedDifference } from "#core/standings-view.ts";

const COLUMNS = [
  ["played", "played"],
  ["won", "won"],
  ["drawn", "drawn"],
  ["lost", "lost"],
  ["goals_for", "goalsFor"],
  ["goals_against", "goalsAgainst"],
] as const;

/**
 * A league table that reads on a 375 px phone: the position and team stay put (sticky) while
 * the numbers scroll sideways in a focusable region, so keyboard readers can scroll it too.
 * Short headings carry their full name for screen readers (`abbr`); form is the last five
 * results, oldest first, as badges with their word spelled out.
 */
export function StandingsTable({ standings }: { standings: StandingsJson }) {
  const t = useT("sports");
  const caption = t("sports.table.caption", { league: standings.league.name });
  if (standings.rows.length === 0) {
    return (
      <p className="sports-empty" data-testid="sports-empty">
        {t("sports.noTable")}
      </p>
    );
  }
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="sports-table-scroll" aria-label={caption} tabIndex={0}>
        <table className="sports-table" data-league-id={standings.league.id}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="sports-table__pos">
                <abbr title={t("sports.table.positionLong")}>{t("sports.table.position")}</abbr>
              </th>
              <th scope="col" className="sports-table__team">
                {t("sports.table.team")}
              </th>
              {COLUMNS.map(([, key]) => (
                <th key={key} scope="col">
                  <abbr title={t(`sports.table.${key}Long`)}>{t(`sports.table.${key}`)}</abbr>
                </th>
              ))}
              <th scope="col">
                <abbr title={t("sports.table.goalDifferenceLong")}>{t("sports.table.goalDifference")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("sports.table.pointsLong")}>{t("sports.table.points")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("sports.table.formLong")}>{t("sports.table.form")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr key={row.team.id} data-team-id={row.team.id}>
                <td className="sports-table__pos">{row.position}</td>
                <th scope="row" className="sports-table__team">
                  {row.team.name}
                </th>
                {COLUMNS.map(([field, key]) => (
                  <td key={key}>{row[field]}</td>
                ))}
                <td>{signedDifference(row.goal_difference)}</td>
                <td className="sports-table__points">{row.points}</td>
                <td>
                  <ol className="sports-form">
                    {lastFive(row.form).map((result, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: results repeat; their place is their identity.
                      <li key={i} className="sports-form__badge" data-result={result}>
                        <span aria-hidden="true">{t(`sports.form.${result}`)}</span>
                        <span className="sr-only">{t(`sports.form.${result}Long`)}</span>
                      </li>
                    ))}
                  </ol>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {standings.adjustments.length > 0 ? (
        <section className="sports-adjustments">
          <h2>{t("sports.table.adjustments")}</h2>
          <ul>
            {standings.adjustments.map((adjustment) => (
              <li key={`${adjustment.team.id}-${adjustment.reason}-${adjustment.points}`}>
                {t("sports.table.adjustment", {
                  team: adjustment.team.name,
                  points: signedDifference(adjustment.points),
                  reason: adjustment.reason,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
