import { type ReactNode, useContext } from "react";
import { UNSAFE_NavigationContext } from "react-router";
import { withLocalePrefix } from "#core/routing/route-hygiene.ts";

/**
 * A link to a page of the app for lists of many (story cards, rows): a plain `<a>` under the
 * locale's basename, navigated by the router through one listener (useListLinkNavigation)
 * instead of a `<Link>` each. A `<Link>` resolves its path and sets up its click handler on every
 * render: with forty cards that was 8% of a signed-in home's server CPU and as much of its
 * hydration (docs/decisions/0040). `data-discover` — React Router's own mark of a link to one of
 * the app's routes, which makes it fetch the route ahead as for a `<Link>` — is also what the
 * listener looks for. Paths are absolute (the URL builders of core/, such as core/routing/article-urls.ts).
 */
export function ListLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  // The router's basename ("/es"), read as <Link> reads it, without resolving anything.
  const { basename } = useContext(UNSAFE_NavigationContext);
  return (
    <a href={withLocalePrefix(to, basename)} className={className} data-discover="true">
      {children}
    </a>
  );
}
