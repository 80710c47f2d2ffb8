import { Outlet } from "react-router";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** Header with the menu, the page in a container, footer (spec §2 "Layouts": default). */
function DefaultChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <RouteTitle />
      <Outlet />
    </DefaultChrome>
  );
}

export function ErrorBoundary() {
  return (
    <DefaultChrome>
      <RouteErrorView />
    </DefaultChrome>
  );
}
