import { Outlet } from "react-router";
import { useRootData } from "#app/root-data.ts";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";

/**
 * A plain centred card that needs neither the site configuration nor JavaScript (docs/behaviour/screens.md#not-supported-page
 * "Layouts": not-supported), for /coming_soon and /notsupported.
 */
function Card({ children }: { children: React.ReactNode }) {
  const site = useRootData()?.site;
  return (
    <main id="main" className="plain-card">
      <img src={site?.logo ?? "/brand/logo-small.svg"} alt="" width="56" height="56" />
      {children}
    </main>
  );
}

export default function NotSupportedLayout() {
  return (
    <Card>
      <RouteTitle />
      <Outlet />
    </Card>
  );
}

export function ErrorBoundary() {
  return (
    <Card>
      <RouteErrorView />
    </Card>
  );
}
