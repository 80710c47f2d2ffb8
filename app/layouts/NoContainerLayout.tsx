import { Outlet, useMatches } from "react-router";
import { bannerOf } from "#app/ads/BannerAd.tsx";
import { PageBanner } from "#app/ads/PageBanner.tsx";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * docs/behaviour/screens.md#empty-and-no-container-layouts: no-container — the default layout's header, banner ad and footer around a page
 * that is not put in the content container, so a part of it can reach both edges of the screen
 * (a live channel's player, app/tv/TvChannelPage.tsx); the page keeps its own text in
 * `page-full__container` (decision 0090).
 */
export default function NoContainerLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page-full">
        <RouteTitle />
        <Outlet />
      </main>
      <PageBanner banner={bannerOf(useMatches())} />
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
