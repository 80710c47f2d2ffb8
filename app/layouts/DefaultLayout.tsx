import { Outlet, useMatches } from "react-router";
import { bannerOf } from "#app/ads/BannerAd.tsx";
import { PageBanner } from "#app/ads/PageBanner.tsx";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * Header with the menu, the page's banner ad when the site places one on it (spec §4 "Banner ad"),
 * the page in a container, footer (spec §2 "Layouts": default).
 */
function DefaultChrome({ children, banner }: { children: React.ReactNode; banner?: string }) {
  return (
    <>
      <SiteHeader />
      <PageBanner banner={banner} />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultChrome banner={bannerOf(useMatches())}>
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
