import { Form, Link, useLocation, useRevalidator } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";

/**
 * The sports pages' top bar (docs/behaviour/sports.md#sports-pages): the Scores and Standings tabs and, on scores
 * pages, a refresh button that reloads the page's data. Without JavaScript the button submits a
 * GET form to the same page, which reloads it. On a narrow phone the button shows its icon only
 * (its name stays for assistive technology), so tabs and button keep one line in every language.
 */
export function SportsTopBar({
  scoresHref,
  standingsHref,
  current,
}: {
  scoresHref: string;
  standingsHref: string;
  current: "scores" | "standings" | "feed";
}) {
  const t = useT("sports");
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <div className="sports-topbar">
      <nav aria-label={t("sports.tabs")}>
        <ul className="sports-tabs">
          <li>
            <Link to={scoresHref} aria-current={current === "scores" ? "page" : undefined}>
              {t("sports.scores")}
            </Link>
          </li>
          <li>
            <Link to={standingsHref} aria-current={current === "standings" ? "page" : undefined}>
              {t("sports.standings")}
            </Link>
          </li>
        </ul>
      </nav>
      {current === "scores" ? (
        <Form
          method="get"
          action={pathname}
          onSubmit={(event) => {
            event.preventDefault();
            void revalidator.revalidate();
          }}
        >
          <button type="submit" className="sports-button" aria-busy={busy} data-testid="sports-refresh">
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z"
              />
            </svg>
            <span className="sports-refresh__label">{t("sports.refresh")}</span>
          </button>
        </Form>
      ) : null}
    </div>
  );
}
