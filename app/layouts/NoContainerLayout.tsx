import { Outlet } from "react-router";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** Header and footer around a full-width page (spec §2 "Layouts": no-container). */
export default function NoContainerLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page-full">
        <RouteTitle />
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page">
        <RouteErrorView />
      </main>
      <SiteFooter />
    </>
  );
}
