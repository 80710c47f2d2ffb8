/**
 * Old Internet Explorer ("MSIE", "Trident/") and legacy Edge ("Edge/18"; the new Edge says
 * "Edg/") cannot run the app: they are sent to /notsupported (docs/behaviour/screens.md#not-supported-page).
 */
const LEGACY_BROWSER = /MSIE |Trident\/|\bEdge\/\d/;

/** docs/behaviour/limits.md#timers: the client's fallback sends a legacy browser on after 100 ms. */
export const LEGACY_BROWSER_REDIRECT_MS = 100;

export function isLegacyBrowser(userAgent: string | null | undefined): boolean {
  return !!userAgent && LEGACY_BROWSER.test(userAgent);
}

/**
 * The head's inline script for a page that reached a legacy browser without the server's redirect
 * (a copy kept by a cache in front): after 100 ms it goes to /notsupported in the page's language,
 * `localePrefix` being the page's ("" for the default locale, "/es", "/pt"). Old Internet Explorer
 * runs it, so it is ES3: no arrow functions, no `includes`.
 */
export function legacyBrowserScript(localePrefix: string): string {
  const target = JSON.stringify(`${localePrefix}/notsupported`).replace(/</g, "\\u003c");
  return `if(/${LEGACY_BROWSER.source}/.test(navigator.userAgent)&&location.pathname.indexOf('/notsupported')<0){setTimeout(function(){location.href=${target}},${LEGACY_BROWSER_REDIRECT_MS})}`;
}
