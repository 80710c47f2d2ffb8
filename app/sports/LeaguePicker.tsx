import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { menuCategories, type SportCategory } from "#core/sports/sports-menu.ts";

/** "Select a league to display standings" and the leagues that have a table. */
export function LeaguePicker({
  leagues,
  hrefFor,
}: {
  leagues: SportCategory[];
  hrefFor: (league: SportCategory) => string;
}) {
  const t = useT("sports");
  const withTables = menuCategories(leagues);
  return (
    <div className="sports-empty" data-testid="sports-select-league">
      <p>{t("sports.selectLeague")}</p>
      {withTables.length > 0 ? (
        <ul className="sports-league-list" aria-label={t("sports.calendar.leagues")}>
          {withTables.map((league) => (
            <li key={league.id}>
              <Link to={hrefFor(league)}>
                <img
                  src={league.photo || "/brand/soccer-ball.svg"}
                  alt=""
                  width="24"
                  height="24"
                  loading="lazy"
                />
                {league.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
