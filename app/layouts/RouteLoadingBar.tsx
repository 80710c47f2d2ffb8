import { useMatches } from "react-router";
import { routeMeta } from "#app/routing/route-meta.ts";
import { LoadingBar } from "#app/ui/LoadingBar.tsx";

/** The loading bar, watching the query keys the current page declares in the route table. */
export function RouteLoadingBar({ label }: { label: string }) {
  const matches = useMatches();
  const watched = matches.flatMap((match) => routeMeta(match.id)?.watchQuery ?? []);
  return <LoadingBar label={label} watchedQueryKeys={watched} />;
}
