import { Outlet, useMatches } from "react-router";
import { bannerOf } from "#app/ads/BannerAd.tsx";
import { PageBanner } from "#app/ads/PageBanner.tsx";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * Header with the menu, the page in a container, the page's banner ad at the bottom when the site
 * places one on it (docs/behaviour/consent-ads-analytics.md#banner-ad), footer (docs/behaviour/screens.md#default-layout: default — "bottom ad
 * banner"; the sports layout's is at the top).
 */
function DefaultChrome({ children, banner }: { children: React.ReactNode; banner?: string }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page">
        {children}
      </main>
      <PageBanner banner={banner} />
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
