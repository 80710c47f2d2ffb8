/**
 * The reader's cookie choice (docs/decisions/0079-cookie-banner-and-page-views.md; decisions: third-party scripts only with consent,
 * first-party analytics always): necessary cookies always, analytics and advertising only once the
 * reader said yes. Kept 365 days in a readable cookie with the policy's version, so a changed
 * policy asks again; a cookie we did not write (unknown version, unknown values) counts as no choice.
 * Until a choice is made nothing but what is necessary loads.
 */

export const CONSENT_COOKIE = "icaro_consent";
/** Raise when the cookie policy changes: every reader is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const CONSENT_CATEGORIES = ["analytics", "advertising"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, advertising: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, advertising: false };

/** `v1.a1.d0`: the version, then analytics and advertising, 1 for yes and 0 for no. */
export function consentCookieValue(choice: ConsentChoice, version = CONSENT_VERSION): string {
  return `v${version}.a${choice.analytics ? 1 : 0}.d${choice.advertising ? 1 : 0}`;
}

/** The choice in a cookie value, or null when there is none, it is of another version or is not ours. */
export function parseConsent(
  value: string | null | undefined,
  version = CONSENT_VERSION,
): ConsentChoice | null {
  const match = /^v(\d{1,4})\.a([01])\.d([01])$/.exec(value ?? "");
  if (!match || Number(match[1]) !== version) return null;
  return { analytics: match[2] === "1", advertising: match[3] === "1" };
}

/** What may load: before a choice, nothing but the necessary. */
export function consented(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  return choice?.[category] === true;
}

/** The Set-Cookie / document.cookie text for a choice: 365 days, the whole site, sent on top-level links. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=${consentCookieValue(choice)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The class on <html> while the reader has not chosen (set by the head's consent script). */
export const CONSENT_ASK_CLASS = "consent-ask";
/** Fired on window with the choice as `detail` when the reader chooses (or changes) it. */
export const CONSENT_EVENT = "icaro:consent";
/** The banner's element id; the footer's "Cookie settings" link points at it. */
export const CONSENT_BANNER_ID = "cookie-consent";

/** The choice in a whole Cookie header or `document.cookie`. */
export function consentFromCookies(cookies: string | null | undefined): ConsentChoice | null {
  for (const part of (cookies ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return parseConsent(rest.join("="));
  }
  return null;
}

/**
 * Whether the consent banner is up: prompts of our own (notification permission, install) wait
 * while it is, so the reader never meets two at once (docs/decisions/0079-cookie-banner-and-page-views.md).
 */
export function consentBannerOpen(doc: Document): boolean {
  return doc.documentElement.classList.contains(CONSENT_ASK_CLASS);
}

/**
 * The attribute our own prompts carry (the goal alerts: app/notifications/alerts-prompt.ts; the
 * install offer: app/pwa/install-prompt.ts): neither is offered while another is up, as neither is
 * while the banner is. Here, beside the banner's rule, because both prompts' chunks already share
 * this module: a module of its own would be one more chunk for the follow button to preload.
 */
export const OWN_PROMPT_ATTRIBUTE = "data-site-prompt";

export function ownPromptOpen(doc: Document): boolean {
  return doc.querySelector(`[${OWN_PROMPT_ATTRIBUTE}]`) !== null;
}

/**
 * Runs `then` with the reader's choice now if there is one, else once they choose; returns a
 * function that stops waiting. Third-party scripts start from here and nowhere else.
 */
export function whenConsented(category: ConsentCategory, then: () => void, win: Window = window): () => void {
  if (consented(consentFromCookies(win.document.cookie), category)) {
    then();
    return () => {};
  }
  const listener = (event: Event) => {
    const choice = (event as CustomEvent<ConsentChoice>).detail;
    if (consented(choice, category)) {
      win.removeEventListener(CONSENT_EVENT, listener);
      then();
    }
  };
  win.addEventListener(CONSENT_EVENT, listener);
  return () => win.removeEventListener(CONSENT_EVENT, listener);
}
