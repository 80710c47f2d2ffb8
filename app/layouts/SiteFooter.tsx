import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { sitemapPath } from "#core/routing/sitemap-urls.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { SectionItems } from "./SectionItems.tsx";

/**
 * The footer on the page grid (docs/decisions/0059-brand-legal-pages-meta-description.md): the sections as in the menu, the legal links from the
 * site configuration with the sitemap, the language choice and the copyright line.
 */
export function SiteFooter() {
  const t = useT();
  const data = useRootData();
  const site = data?.site;
  if (!data || !site) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <nav className="site-footer__sections" aria-labelledby="footer-sections">
          <h2 id="footer-sections" className="site-footer__heading">
            {t("menu.sections")}
          </h2>
          <ul>
            <SectionItems />
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {site.name}
          </h2>
          <ul>
            <li>
              <a href={site.aboutUrl}>{t("footer.aboutSite", { site: site.name })}</a>
            </li>
            <li>
              <a href={site.privacyUrl}>{t("footer.privacy")}</a>
            </li>
            <li>
              <a href={site.termsUrl}>{t("footer.terms")}</a>
            </li>
            <li>
              <Link to={sitemapPath()}>{t("sitemap.title")}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
        <p className="site-footer__rights">
          {t("footer.rights", { year: new Date().getFullYear(), site: site.name })}
        </p>
      </div>
    </footer>
  );
}
