/** Business constants of spec §9 that both the server and the web app use. */
export const DEFAULT_SITE_ID = 763;
export const THEME_COLOR = "#102245";
/** The brand as text; the header's wordmark shows it in capitals by CSS (issue 16). */
export const SITE_TITLE = "Icaro";
export const PRODUCT_DESCRIPTION = "Where you can find all the events taking place in your neighbourhood";
/** The PSID cookie as the server sets it (spec §7): about 3,153,600 s, SameSite strict. */
export const PSID_COOKIE = "psid";
export const PSID_MAX_AGE_SECONDS = 3_153_600;
