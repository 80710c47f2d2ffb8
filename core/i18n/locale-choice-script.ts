/*
 * The reader's language choice (docs/behaviour/routes.md#locale-cookie, docs/behaviour/limits.md#locale-cookie-limits: kept 365 days) is stored by a head inline script,
 * not by the switcher's React handler: a click on a language link before the page hydrates
 * (a phone on a slow network, or a reader quicker than the bundle) must store the choice too.
 */

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "../routing/routing-rules.ts";
import { preferenceCookie } from "../storage/cookies.ts";

/** The links that choose a language: the header's, the phone menu's and the footer's switchers. */
export const LOCALE_CHOICE_SELECTOR = ".language-switcher a[hreflang]";

const VALUE = "\u0000";

/**
 * One click listener on the document, in the capture phase so it runs before the navigation
 * starts, writing the link's `hreflang` into the locale cookie (the server only accepts a known
 * locale, app/routing/middleware.ts).
 */
export function localeChoiceScript(): string {
  const [before, after] = preferenceCookie(LOCALE_COOKIE, VALUE, LOCALE_COOKIE_MAX_AGE_SECONDS).split(
    encodeURIComponent(VALUE),
  );
  return `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(LOCALE_CHOICE_SELECTOR)});if(a)document.cookie=${JSON.stringify(before)}+encodeURIComponent(a.getAttribute("hreflang"))+${JSON.stringify(after)}},true)`;
}
