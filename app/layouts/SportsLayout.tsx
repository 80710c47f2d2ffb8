import { Link, Outlet, useMatches } from "react-router";
import { bannerOf } from "#app/ads/BannerAd.tsx";
import { PageBanner } from "#app/ads/PageBanner.tsx";
import { useT } from "#app/i18n/use-translation.ts";
import { lazyIsland } from "#app/ui/lazy-island.tsx";
import { useNavigationDisclosure } from "#app/ui/use-navigation-disclosure.ts";
import {
  SPORTS_FAVORITES_ENTRY,
  SPORTS_LIVE_ENTRY,
  sportsAllEntry,
  sportsScoresPath,
} from "#core/routing/sports-urls.ts";
import { menuCategories, type SportCategory } from "#core/sports/sports-menu.ts";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/*
 * ReaderZone draws nothing and only writes the reader's zone cookie once the page has hydrated, so
 * it loads after the first load. Defined here and in the other page that needs it (not in a
 * module of its own): a module shared by two chunks would be a chunk of its own in both first loads.
 */
const ReaderZoneIsland = lazyIsland(() =>
  import("#app/sports/ReaderZone.tsx").then((module) => module.ReaderZone),
);

/** What a sports page's loader returns for the menu: the sports and the one being shown. */
export type SportsMenuData = {
  sportsMenu?: {
    categories: SportCategory[];
    current?: string;
    /** The reader's followed leagues, under the Favorites entry (core/sports/sports-menu.ts). */
    favorites?: SportCategory[];
  };
};

function useSportsMenu() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const menu = (matches[i].data as SportsMenuData | undefined)?.sportsMenu;
    if (menu) return menu;
  }
  return { categories: [] as SportCategory[], current: undefined };
}

/** A sport or league of the menu, with its photo (a soccer ball without one). */
function categoryItem(category: SportCategory) {
  return (
    <li key={`${category.context}-${category.id}`}>
      <Link to={sportsScoresPath({ name: category.name, id: category.id })}>
        <img src={category.photo || "/brand/soccer-ball.svg"} alt="" width="24" height="24" loading="lazy" />
        {category.name}
      </Link>
    </li>
  );
}

/**
 * The Categories list: fixed entries All, Favorites (with the reader's followed leagues) and live,
 * then each sport with its photo.
 */
function Categories() {
  const t = useT("sports");
  const { categories, favorites = [] } = useSportsMenu();
  return (
    <ul className="sports-categories">
      <li>
        <Link to={sportsScoresPath(sportsAllEntry(t("common.all")))}>{t("sports.all")}</Link>
      </li>
      <li>
        <Link to={sportsScoresPath(SPORTS_FAVORITES_ENTRY)}>{t("sports.favorites")}</Link>
        {favorites.length > 0 ? (
          <ul className="sports-categories__favorites">{favorites.map(categoryItem)}</ul>
        ) : null}
      </li>
      <li>
        <Link to={sportsScoresPath(SPORTS_LIVE_ENTRY)}>{t("sports.live")}</Link>
      </li>
      {menuCategories(categories).map(categoryItem)}
    </ul>
  );
}

/**
 * Sports pages (docs/behaviour/screens.md#sports-layout: sports): two-thirds content and a Categories list on desktop;
 * on phones a toggle named after the current sport opens the list.
 */
function SportsChrome({ children, banner }: { children: React.ReactNode; banner?: string }) {
  const t = useT("sports");
  const { current } = useSportsMenu();
  const { open, toggle } = useNavigationDisclosure();
  return (
    <>
      <SiteHeader />
      {/* docs/behaviour/screens.md#sports-layout: the Sports layout's top ad banner. */}
      <PageBanner banner={banner} />
      <div className="page sports-layout">
        <button
          type="button"
          className="sports-toggle"
          aria-expanded={open}
          aria-controls="sports-categories"
          onClick={toggle}
        >
          {current ?? t("sports.categories")}
        </button>
        <aside
          id="sports-categories"
          className="sports-aside"
          aria-label={t("sports.categories")}
          data-open={open}
        >
          <h2 className="sports-aside__heading">{t("sports.categories")}</h2>
          <Categories />
        </aside>
        <main id="main" className="sports-main">
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}

export default function SportsLayout() {
  return (
    <SportsChrome banner={bannerOf(useMatches())}>
      <RouteTitle />
      <ReaderZoneIsland />
      <Outlet />
    </SportsChrome>
  );
}

export function ErrorBoundary() {
  return (
    <SportsChrome>
      <RouteErrorView />
    </SportsChrome>
  );
}
