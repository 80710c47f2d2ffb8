import { useMatches } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { catalogDomainsOfRoutes, routeMeta } from "#app/routing/route-meta.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";

/** The title of the deepest page in the route table that names one (docs/behaviour/routes.md#page-titles). */
export function RouteTitle() {
  const matches = useMatches();
  // Account pages' titles are in the account catalog.
  const t = useT(...catalogDomainsOfRoutes(matches.map((match) => match.id)));
  for (let i = matches.length - 1; i >= 0; i--) {
    const titleKey = routeMeta(matches[i].id)?.titleKey;
    if (titleKey) return <PageTitle title={t(titleKey)} />;
  }
  return null;
}
