import { CONSENT_BANNER_ID } from "#core/consent/consent.ts";
import { CONSENT_SETTINGS_ID, consentBannerScript } from "#core/consent/consent-script.ts";
import { escapeHtml } from "#core/content/html-escape.ts";

type Translate = (key: string) => string;

/** A checkbox of the settings panel: necessary is always on; the others start unticked. */
function option(t: Translate, name: "necessary" | "analytics" | "advertising"): string {
  const input =
    name === "necessary"
      ? `<input type="checkbox" checked disabled>`
      : `<input type="checkbox" data-consent-category="${name}">`;
  return `<label class="consent__option">${input}<span><strong>${escapeHtml(t(`consent.${name}`))}</strong> ${escapeHtml(t(`consent.${name}Text`))}</span></label>`;
}

/**
 * The cookie banner and the footer's "Cookie settings" link, as the server writes them into every
 * page (app/root.tsx). Texts come from the server-only `consent` catalog, so the browser loads no
 * translation for them; the page's own inline script (core/consent/consent-script.ts) makes them work.
 * Accept all, Reject all and Settings are three buttons of one style: refusing is as easy as
 * accepting (EDPB 2023, ANPD 2022).
 */
export function consentBannerHtml(
  t: Translate,
  privacyUrl: string | null,
  nonce: string | undefined,
): string {
  const button = (action: string, key: string, extra = "", className = "consent__button") =>
    `<button type="button" class="${className}" data-consent="${action}"${extra}>${escapeHtml(t(key))}</button>`;
  const privacy = privacyUrl
    ? ` <a href="${escapeHtml(privacyUrl)}">${escapeHtml(t("consent.privacy"))}</a>`
    : "";
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  return [
    `<p class="consent-reopen">${button("open", "consent.reopen", "", "consent-reopen__button")}</p>`,
    `<section id="${CONSENT_BANNER_ID}" class="consent" aria-labelledby="consent-title" tabindex="-1">`,
    `<h2 id="consent-title" class="consent__title">${escapeHtml(t("consent.title"))}</h2>`,
    `<p class="consent__text">${escapeHtml(t("consent.body"))}${privacy}</p>`,
    `<div id="${CONSENT_SETTINGS_ID}" class="consent__settings" hidden>`,
    `<fieldset><legend>${escapeHtml(t("consent.settingsTitle"))}</legend>`,
    option(t, "necessary"),
    option(t, "analytics"),
    option(t, "advertising"),
    `</fieldset>`,
    button("save", "consent.save"),
    `</div>`,
    `<div class="consent__actions">`,
    button("accept", "consent.acceptAll"),
    button("reject", "consent.rejectAll"),
    button("settings", "consent.settings", ` aria-expanded="false" aria-controls="${CONSENT_SETTINGS_ID}"`),
    `</div>`,
    `</section>`,
    `<script${nonceAttribute}>${consentBannerScript()}</script>`,
  ].join("");
}
