import { FollowStar } from "#app/favorites/FollowStar.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import type { StandingsJson } from "#core/sports/standings-json.ts";
import { lastFive, signedDifference } from "#core/sports/standings-view.ts";
import { tableZones, zonesShown } from "#core/standings/league-zones.ts";
import { TeamBadge } from "./TeamBadge.tsx";

/** How many of the last results a phone shows (the most recent). */
const PHONE_FORM = 3;

/** The numbers between the team and the points; `optional` ones give way on a phone. */
const COLUMNS = [
  ["played", "played", false],
  ["won", "won", true],
  ["drawn", "drawn", true],
  ["lost", "lost", true],
  ["goals_for", "goalsFor", true],
  ["goals_against", "goalsAgainst", true],
] as const;

/**
 * A league table that reads on a 375 px phone without scrolling: there the team goes by its
 * short name (docs/behaviour/accounts.md#user-record `short_name`; the full name stays for screen readers) and wins, draws,
 * losses and goals give way, so position, team, played, goal difference, points and form fit;
 * from a tablet up every column shows with full names. Should a narrow screen still overflow,
 * position and team stay put (sticky) while the numbers scroll in a focusable region. Rows are
 * coloured by where the place leads under the league's regulation (core/standings/league-zones.ts),
 * with a legend and the zone's name for screen readers. Short headings carry their full name
 * (`abbr`); form is the last five results, oldest first, as badges with their word spelled out.
 */
export function StandingsTable({
  standings,
  followed,
}: {
  standings: StandingsJson;
  /** The reader's follows (`teams:12`): each team then has its follow star. */
  followed?: readonly string[];
}) {
  const t = useT("sports");
  const caption = t("sports.table.caption", { league: standings.league.name });
  const zones = tableZones(standings.league.rules_preset, standings.rows.length);
  const legend = zonesShown(zones);
  if (standings.rows.length === 0) {
    return (
      <p className="sports-empty" data-testid="sports-empty">
        {t("sports.noTable")}
      </p>
    );
  }
  return (
    <>
      {standings.league.season ? (
        <p className="sports-table__season" data-testid="standings-season">
          {t("sports.table.season", { season: standings.league.season })}
        </p>
      ) : null}
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
              {followed ? (
                <th scope="col" className="sports-table__follow">
                  <span className="sr-only">{t("sports.favorites")}</span>
                </th>
              ) : null}
              {COLUMNS.map(([, key, optional]) => (
                <th key={key} scope="col" className={optional ? "sports-table__optional" : undefined}>
                  <abbr title={t(`sports.table.${key}Long`)}>{t(`sports.table.${key}`)}</abbr>
                </th>
              ))}
              <th scope="col">
                <abbr title={t("sports.table.goalDifferenceLong")}>{t("sports.table.goalDifference")}</abbr>
              </th>
              <th scope="col" className="sports-table__points" data-testid="points-heading">
                <abbr title={t("sports.table.pointsLong")}>{t("sports.table.points")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("sports.table.formLong")}>{t("sports.table.form")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row, index) => (
              <tr key={row.team.id} data-team-id={row.team.id} data-zone={zones[index]}>
                <td className="sports-table__pos">
                  {row.position}
                  {zones[index] ? (
                    <span className="sr-only">, {t(`sports.zone.${zones[index]}`)}</span>
                  ) : null}
                </td>
                <th scope="row" className="sports-table__team">
                  <span className="sports-table__team-in">
                    <TeamBadge team={row.team} size={20} />
                    {row.team.short_name && row.team.short_name !== row.team.name ? (
                      <>
                        <span className="sports-table__full">{row.team.name}</span>
                        <span className="sports-table__short" aria-hidden="true">
                          {row.team.short_name}
                        </span>
                      </>
                    ) : (
                      <span className="sports-table__name">{row.team.name}</span>
                    )}
                  </span>
                </th>
                {/* Its own cell, so the row's header stays the team's name alone. */}
                {followed ? (
                  <td className="sports-table__follow">
                    <FollowStar
                      profile={{ id: row.team.id, context: "teams", name: row.team.name }}
                      following={followed.includes(`teams:${row.team.id}`)}
                    />
                  </td>
                ) : null}
                {COLUMNS.map(([field, key, optional]) => (
                  <td key={key} className={optional ? "sports-table__optional" : undefined}>
                    {row[field]}
                  </td>
                ))}
                <td>{signedDifference(row.goal_difference)}</td>
                <td className="sports-table__points">{row.points}</td>
                <td>
                  <ol className="sports-form">
                    {lastFive(row.form).map((result, i, all) => (
                      <li
                        // biome-ignore lint/suspicious/noArrayIndexKey: results repeat; their place is their identity.
                        key={i}
                        className="sports-form__badge"
                        data-result={result}
                        data-older={i < all.length - PHONE_FORM ? "" : undefined}
                      >
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
      {legend.length > 0 ? (
        <ul className="sports-zones" aria-label={t("sports.zone.legend")} data-testid="standings-legend">
          {legend.map((zone) => (
            <li key={zone} data-zone={zone}>
              <span className="sports-zones__swatch" aria-hidden="true" />
              {t(`sports.zone.${zone}`)}
            </li>
          ))}
        </ul>
      ) : null}
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
