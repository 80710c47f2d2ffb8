import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { legalPagePath } from "#app/pages/legal-pages.ts";
import { useRootData } from "#app/root-data.ts";
import { sitemapPath } from "#core/urls.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

/**
 * A legal link of the site configuration: the site's own page in the reader's language for the
 * default addresses, the operator's address as it is otherwise.
 */
function LegalLink({ url, children }: { url: string; children: React.ReactNode }) {
  const page = legalPagePath(url);
  return page ? <Link to={page}>{children}</Link> : <a href={url}>{children}</a>;
}

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
            <LegalLink url={site.aboutUrl}>{t("footer.about")}</LegalLink>
          </li>
          <li>
            <LegalLink url={site.privacyUrl}>{t("footer.privacy")}</LegalLink>
          </li>
          <li>
            <LegalLink url={site.termsUrl}>{t("footer.terms")}</LegalLink>
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
