import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { formatDate } from "#core/i18n/format.ts";
import { isLocale } from "#core/i18n/locales.ts";
import { addDays } from "#core/sports/sports-dates.ts";

/** Days either side of the chosen one (a phone shows two either side, hiding the outer ones). */
const SPAN = 3;

/**
 * The scores pages' one date control: a strip of days around the chosen one (today named as
 * such), the previous and next day at its ends on wider screens, and the calendar behind it (the
 * page's /calendar form, a month of days). Plain links: it works before and without JavaScript.
 */
export function DayStrip({
  date,
  today,
  hrefFor,
  calendarHref,
}: {
  date: string;
  today: string;
  hrefFor: (date: string) => string;
  calendarHref: string;
}) {
  const i18n = useI18n("sports");
  const t = i18n.t;
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    formatDate(`${day}T12:00:00Z`, locale, { ...options, timeZone: "UTC" });
  const days = Array.from({ length: 2 * SPAN + 1 }, (_, i) => addDays(date, i - SPAN));
  return (
    <nav className="sports-days" aria-label={t("sports.date.days")}>
      <p className="sports-days__label">
        {format(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}
      </p>
      <Link to={hrefFor(addDays(date, -1))} className="sports-days__step" rel="prev">
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{t("sports.date.previous")}</span>
      </Link>
      <ol className="sports-days__list">
        {days.map((day, i) => (
          <li key={day} data-distance={Math.abs(i - SPAN)}>
            <Link
              to={hrefFor(day)}
              className="sports-days__day"
              aria-current={day === date ? "date" : undefined}
              data-today={day === today ? "" : undefined}
            >
              <span className="sports-days__weekday">
                {day === today ? t("sports.date.today") : format(day, { weekday: "short" })}
              </span>
              <time dateTime={day} className="sports-days__number">
                {format(day, { day: "numeric" })}
              </time>
              <span className="sr-only"> {format(day, { month: "long", year: "numeric" })}</span>
            </Link>
          </li>
        ))}
      </ol>
      <Link to={hrefFor(addDays(date, 1))} className="sports-days__step" rel="next">
        <span aria-hidden="true">›</span>
        <span className="sr-only">{t("sports.date.next")}</span>
      </Link>
      <Link to={calendarHref} className="sports-days__calendar" title={t("sports.date.calendar")}>
        {/* Drawn by the stylesheet (a mask), so the scores pages' script does not carry it. */}
        <span aria-hidden="true" className="sports-days__calendar-icon" />
        <span className="sr-only">{t("sports.date.calendar")}</span>
      </Link>
      {days.includes(today) ? null : (
        <Link to={hrefFor(today)} className="sports-days__today">
          {t("sports.date.today")}
        </Link>
      )}
    </nav>
  );
}
