/**
 * The site's legal pages (spec §3 site configuration: about, privacy policy, terms and
 * conditions): pages of the site in the reader's language at `/about`, `/es/about`… Their old
 * addresses, the spec's default links `/about.html`…, redirect there (routing/redirects/LegalRedirect.tsx).
 */
export const LEGAL_PAGES = ["about", "privacy_policy", "terms_and_conditions"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** The catalog keys of each page's paragraphs (pages domain, `legal.<page>.…`). */
export const LEGAL_PARAGRAPHS: Record<LegalPage, readonly string[]> = {
  about: ["intro", "operator"],
  privacy_policy: ["cookie", "account", "thirdParties"],
  terms_and_conditions: ["content", "rewards", "misuse"],
};

export function isLegalPage(value: string): value is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

/**
 * Where a legal link of the site configuration leads inside the site: the built-in page's path
 * (without the locale's prefix, which the router adds) for the spec's default addresses
 * (`/about.html`…) and the new ones (`/about`…); null for an operator's own address, which the
 * footer links as it is.
 */
export function legalPagePath(url: string): `/${LegalPage}` | null {
  const match = /^\/([a-z_]+?)(\.html)?$/.exec(url);
  return match && isLegalPage(match[1]) ? `/${match[1]}` : null;
}
