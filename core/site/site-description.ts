import type { Locale } from "../i18n/locales.ts";
import { PRODUCT_DESCRIPTION } from "./constants.ts";

/**
 * The meta description of a page that has none of its own (docs/decisions/0059-brand-legal-pages-meta-description.md), in the page's language:
 * the operator's description where it is written in that language (the site's `language`) and is
 * their own, else the catalog's description (`meta.siteDescription`, the product description of spec
 * docs/behaviour/limits.md#brand translated, with the site's name to interpolate). One description field cannot be in three
 * languages, so an operator's own text is shown only to readers of its language.
 */
export function siteMetaDescription(
  site: { name: string; description: string; language: string },
  locale: Locale,
  translated: (site: string) => string,
): string {
  const own = site.description.trim();
  if (own && own !== PRODUCT_DESCRIPTION && site.language === locale) return own;
  return translated(site.name);
}
