import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { isoDate } from "#core/routing/sports-urls.ts";
import { monthGrid, shiftMonth } from "#core/sports/month-grid.ts";

/**
 * The calendar form of the scores pages (/sports/scores/…/{date}/calendar): the month of the
 * date as a grid of links, one per day, with the previous and next month. Plain links, so it
 * needs no script.
 */
export function MonthCalendar({
  date,
  today,
  dayHref,
  monthHref,
}: {
  date: string;
  today: string;
  dayHref: (date: string) => string;
  monthHref: (date: string) => string;
}) {
  const i18n = useI18n("sports");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const [year, month] = date.split("-").map(Number);
  const name = formatDate(Date.UTC(year, month - 1, 15), locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  // Monday 2024-01-01 onwards gives the weekday names in the page's language.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    formatDate(Date.UTC(2024, 0, 1 + i), locale, { weekday: "short", timeZone: "UTC" }),
  );
  const [py, pm] = shiftMonth(year, month, -1);
  const [ny, nm] = shiftMonth(year, month, 1);
  return (
    <section className="sports-month" aria-labelledby="sports-month-heading">
      <div className="sports-month__head">
        <Link to={monthHref(isoDate(py, pm, 1))} className="sports-button">
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{t("sports.date.previousMonth")}</span>
        </Link>
        <h2 id="sports-month-heading">{name}</h2>
        <Link to={monthHref(isoDate(ny, nm, 1))} className="sports-button">
          <span aria-hidden="true">›</span>
          <span className="sr-only">{t("sports.date.nextMonth")}</span>
        </Link>
      </div>
      <table className="sports-month__grid">
        <caption className="sr-only">{t("sports.date.month", { month: name })}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => (
                <td key={day ?? `pad-${i}`}>
                  {day ? (
                    <Link
                      to={dayHref(day)}
                      aria-current={day === date ? "date" : undefined}
                      data-today={day === today || undefined}
                    >
                      {Number(day.slice(8))}
                    </Link>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
