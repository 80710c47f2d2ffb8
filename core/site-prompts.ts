/**
 * The site's own prompts (the goal alerts: app/notifications/alerts-prompt.ts; the install offer:
 * app/pwa/install-prompt.ts) carry this attribute, and neither is offered while another is up: the
 * reader never meets two at once (nor one with the cookie banner: core/consent.ts).
 */
export const SITE_PROMPT_ATTRIBUTE = "data-site-prompt";

export function sitePromptOpen(doc: Document): boolean {
  return doc.querySelector(`[${SITE_PROMPT_ATTRIBUTE}]`) !== null;
}
