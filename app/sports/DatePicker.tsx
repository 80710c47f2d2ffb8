import { Form, Link, useNavigate } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { formatDate } from "#core/format.ts";
import { isLocale } from "#core/locales.ts";
import { addDays } from "#core/sports-dates.ts";
import { isIsoDate } from "#core/urls.ts";

/**
 * The scores pages' date: the previous and next day, a native date field (the browser's own
 * picker, accessible and without a script of ours) and a link to the calendar form. The field
 * is a GET form, so it works before JavaScript: the page turns `?date=` into the path form.
 */
export function DatePicker({
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
  const navigate = useNavigate();
  const label = formatDate(`${date}T12:00:00Z`, locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <div className="sports-dates">
      <Link to={hrefFor(addDays(date, -1))} className="sports-button" rel="prev">
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{t("sports.date.previous")}</span>
      </Link>
      <p className="sports-dates__label" aria-live="polite">
        <time dateTime={date}>{label}</time>
        {date === today ? <span className="sports-dates__today"> · {t("sports.date.today")}</span> : null}
      </p>
      <Link to={hrefFor(addDays(date, 1))} className="sports-button" rel="next">
        <span aria-hidden="true">›</span>
        <span className="sr-only">{t("sports.date.next")}</span>
      </Link>
      <Form
        method="get"
        className="sports-dates__form"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get("date");
          if (typeof value === "string" && isIsoDate(value)) {
            event.preventDefault();
            navigate(hrefFor(value));
          }
        }}
      >
        <label>
          <span className="sr-only">{t("sports.date.label")}</span>
          <input type="date" name="date" defaultValue={date} key={date} required />
        </label>
        <button type="submit" className="sports-button">
          {t("sports.date.go")}
        </button>
      </Form>
      <Link to={calendarHref} className="sports-button">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 8h14v10H5z"
          />
        </svg>
        <span className="sr-only">{t("sports.date.calendar")}</span>
      </Link>
      {date !== today ? (
        <Link to={hrefFor(today)} className="sports-button">
          {t("sports.date.today")}
        </Link>
      ) : null}
    </div>
  );
}
