import { Outlet } from "react-router";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";

/** Only the page (docs/behaviour/screens.md#empty-and-no-container-layouts: empty), e.g. for redirects and embeds. */
export default function EmptyLayout() {
  return (
    <main id="main">
      <RouteTitle />
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="page">
      <RouteErrorView />
    </main>
  );
}
