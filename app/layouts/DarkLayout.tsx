import { Outlet } from "react-router";
import { useRootData } from "#app/root-data.ts";
import { ReadingProgress } from "./ReadingProgress.tsx";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** A dark page with a sticky second header and a reading-progress bar (spec §2 "Layouts": dark). */
function DarkChrome({ children }: { children: React.ReactNode }) {
  const site = useRootData()?.site;
  return (
    <div className="layout-dark">
      <SiteHeader />
      <div className="sticky-subheader">
        <span className="sticky-subheader__name">{site?.name}</span>
        <ReadingProgress />
      </div>
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function DarkLayout() {
  return (
    <DarkChrome>
      <RouteTitle />
      <Outlet />
    </DarkChrome>
  );
}

export function ErrorBoundary() {
  return (
    <DarkChrome>
      <RouteErrorView />
    </DarkChrome>
  );
}
