import type { ReactNode } from "react";

/**
 * The shown node's heading, with an optional `action` beside it: for a profile node, its follow
 * button (app/favorites) goes here; the Discover root and labels have none.
 */
export function DiscoverNodeHeader({
  heading,
  intro,
  action,
}: {
  heading: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <header className="discover__header">
      <div className="discover__title">
        <h1 id="discover-heading">{heading}</h1>
        {action ? <span className="discover__action">{action}</span> : null}
      </div>
      {intro ? <p className="discover__intro">{intro}</p> : null}
    </header>
  );
}
