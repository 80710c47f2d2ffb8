import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { sitemapPath } from "#core/urls.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

/** Legal links from the site configuration, the language switcher and the copyright line. */
export function SiteFooter() {
  const t = useT();
  const data = useRootData();
  const site = data?.site;
  if (!site) return null;
  return (
    <footer className="site-footer">
      <nav aria-label={t("footer.about")}>
        <ul>
          <li>
            <a href={site.aboutUrl}>{t("footer.about")}</a>
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
      <p>{t("footer.rights", { year: new Date().getFullYear(), site: site.name })}</p>
    </footer>
  );
}
