import "#app/account/account-menu.css";
import { useT } from "#app/i18n/use-translation.ts";
import { PreferencesMenu } from "#app/preferences/PreferencesMenu.tsx";
import { useRootData } from "#app/root-data.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { useNavigationDisclosure } from "#app/ui/use-navigation-disclosure.ts";
import { SPORTS_LIVE_ENTRY, sportsScoresPath } from "#core/routing/sports-urls.ts";
import { BrandLink } from "./BrandLink.tsx";
import { HeaderEndIsland } from "./HeaderEndIsland.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { SectionItems } from "./SectionItems.tsx";

/**
 * The site's logo and name, and the menu: its sections (Sports opens the day's scores) and the
 * games live now with their number (cached pages refresh it with the page). On phones the menu opens and closes
 * with the button and is closed again on every navigation; above 1278 px it is always shown
 * (docs/behaviour/screens.md#hamburger-menu). Below 40rem the language choice moves from the bar into the menu, so the
 * wordmark, display settings and account keep their room at 375 px.
 */
export function SiteHeader() {
  const t = useT();
  const data = useRootData();
  const { open, toggle } = useNavigationDisclosure();
  const site = data?.site;
  if (!data || !site) return null;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <div className="site-header__bar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={toggle}
        >
          <span aria-hidden="true" className="menu-button__icon">
            {open ? "✕" : "☰"}
          </span>
          <span className="sr-only">{open ? t("menu.close") : t("menu.open")}</span>
        </button>
        <BrandLink site={site} className="site-header__brand" size={32} />
        <LanguageSwitcher compact />
        <PreferencesMenu />
        <HeaderEndIsland />
      </div>
      <nav id="site-menu" className="site-menu" aria-label={t("menu.label")} data-open={open}>
        <h2 className="site-menu__heading">{t("menu.sections")}</h2>
        <ul>
          <SectionItems />
          <li>
            <ListLink to={sportsScoresPath(SPORTS_LIVE_ENTRY)} className="site-menu__live">
              {t("menu.live")}
              {data.liveCount ? (
                <>
                  {" "}
                  <span className="live-count">{data.liveCount}</span>
                </>
              ) : null}
            </ListLink>
          </li>
        </ul>
        <LanguageSwitcher inMenu />
      </nav>
    </header>
  );
}
