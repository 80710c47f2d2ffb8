/** Business constants of docs/behaviour/limits.md#constants-and-limits that both the server and the web app use. */
export const DEFAULT_SITE_ID = 763;
export const THEME_COLOR = "#102245";
/** The brand as text; the header's wordmark shows it in capitals by CSS (docs/decisions/0059-brand-legal-pages-meta-description.md). */
export const SITE_TITLE = "Icaro";
export const PRODUCT_DESCRIPTION = "Where you can find all the events taking place in your neighbourhood";
/** The PSID cookie as the server sets it (docs/behaviour/platform.md#psid): about 3,153,600 s, SameSite strict. */
export const PSID_COOKIE = "psid";
export const PSID_MAX_AGE_SECONDS = 3_153_600;
