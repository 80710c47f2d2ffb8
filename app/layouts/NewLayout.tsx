import { Outlet } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { lazyIsland } from "#app/ui/lazy-island.tsx";
import { BrandLink } from "./BrandLink.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";

/** The rewards bar and the page's starters, off the first load (app/layouts/NewTop.tsx). */
const Top = lazyIsland(() => import("./NewTop.tsx").then((module) => module.NewTop));

/**
 * The new design (docs/behaviour/screens.md#new-layout: new): a centred brand header and a compact footer, and the
 * rewards bar above the header when the reader has a rewards program (app/rewards/RewardsSlot.tsx:
 * nothing is loaded for readers without one; the landing pages show their own bar), with the
 * starters of the save toggles and the notices.
 */
function NewChrome({ children }: { children: React.ReactNode }) {
  const t = useT();
  const data = useRootData();
  const site = data?.site;
  if (!site) return <main id="main">{children}</main>;
  return (
    <div className="layout-new">
      <Top />
      <header className="new-header">
        <BrandLink site={site} className="new-header__brand" size={40} />
        <LanguageSwitcher compact />
      </header>
      <main id="main" className="page">
        {children}
      </main>
      <footer className="new-footer">
        <a href={site.aboutUrl}>{t("footer.aboutSite", { site: site.name })}</a>
        <a href={site.privacyUrl}>{t("footer.privacy")}</a>
        <a href={site.termsUrl}>{t("footer.terms")}</a>
      </footer>
    </div>
  );
}

export default function NewLayout() {
  return (
    <NewChrome>
      <RouteTitle />
      <Outlet />
    </NewChrome>
  );
}

export function ErrorBoundary() {
  return (
    <NewChrome>
      <RouteErrorView />
    </NewChrome>
  );
}
