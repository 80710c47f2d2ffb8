/**
 * The site's legal pages (docs/behaviour/platform.md#site-configuration: about, privacy policy, terms and
 * conditions): pages of the site in the reader's language at `/about`, `/es/about`… (docs/decisions/0059-brand-legal-pages-meta-description.md).
 * The spec's default links, `/about.html`…, were static files with three languages on one page;
 * those addresses redirect to the pages (server/http/middleware/path-rules.ts).
 */
export const LEGAL_PAGES = ["about", "privacy_policy", "terms_and_conditions"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export function isLegalPage(value: string): value is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

/**
 * Where a legal link of the site configuration leads inside the site: the built-in page's path
 * (without the locale's prefix) for the spec's default addresses (`/about.html`…) and the new
 * ones (`/about`…); null for an operator's own address, which is linked as it is.
 */
export function legalPagePath(url: string): `/${LegalPage}` | null {
  const match = /^\/([a-z_]+?)(\.html)?$/.exec(url);
  return match && isLegalPage(match[1]) ? `/${match[1]}` : null;
}

/** The href of a legal link in a locale: its page under the locale's prefix, or the operator's address. */
export function legalHref(url: string, localePrefix: string): string {
  const page = legalPagePath(url);
  return page ? `${localePrefix}${page}` : url;
}
