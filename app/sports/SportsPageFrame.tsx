import type { ReactNode } from "react";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { SportsTopBar } from "./SportsTopBar.tsx";

type Props = {
  /** The document title; the heading when none is given. */
  title: string;
  heading?: string;
  current: "scores" | "standings" | "feed";
  scoresHref: string;
  standingsHref: string;
  /** The follow star of the league the page is about, beside its heading. */
  follow?: ReactNode;
  children: ReactNode;
};

/**
 * What every sports list page starts with: its title, the Scores/Standings bar and one heading
 * that names the section for screen readers (aria-labelledby).
 */
export function SportsPageFrame({
  title,
  heading = title,
  current,
  scoresHref,
  standingsHref,
  follow,
  children,
}: Props) {
  return (
    <section className="sports-page" aria-labelledby="sports-heading">
      <PageTitle title={title} />
      <SportsTopBar current={current} scoresHref={scoresHref} standingsHref={standingsHref} />
      {follow ? (
        <div className="sports-page__heading">
          <h1 id="sports-heading">{heading}</h1>
          {follow}
        </div>
      ) : (
        <h1 id="sports-heading">{heading}</h1>
      )}
      {children}
    </section>
  );
}
