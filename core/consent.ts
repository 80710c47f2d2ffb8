/**
 * The reader's cookie choice (issue 21 scope 1; decisions: third-party scripts only with consent,
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
