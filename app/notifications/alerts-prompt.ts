import type { BrowserApi } from "#app/api/browser-api.ts";
import { fillNoticeDialog } from "#app/notices/notice-dialog.ts";
import { showToast } from "#app/ui/show-toast.ts";
import { consentBannerOpen, OWN_PROMPT_ATTRIBUTE, ownPromptOpen } from "#core/consent/consent.ts";
import type { Translate } from "#core/i18n/translations.ts";
import { alertsPromptLaterKey, mayOfferAlerts } from "#core/push/alerts-prompt.ts";
import { browserStorage, readEntry, writeEntry } from "#core/storage/local-storage-entry.ts";
import { pushAlertsAvailable, storedPushEndpoint } from "./push-alerts.ts";

export const ALERTS_PROMPT_ID = "alerts-prompt";

export type AlertsPromptOptions = {
  /** The favorites domain's texts (favorites.prompt.*). */
  t: Translate;
  api: BrowserApi;
  apiPrefix: string;
  siteName: string;
  /** Where focus goes back when the prompt closes: the control the reader used. */
  returnFocus: HTMLElement | null;
};

/**
 * Offers goal alerts with the site's own prompt (core/push/alerts-prompt.ts says when), loaded by the
 * follow star after a follow: a small non-modal dialog at the bottom of the page, focused, with
 * Allow and Not now (Escape too). Allow asks the browser's permission and subscribes through the
 * existing path (app/favorites/turn-on-alerts.ts → push-alerts.ts, which stores `false` and hides
 * the controls when it fails); Not now is remembered for 14 days. Answers whether it was shown.
 */
export function offerAlerts(options: AlertsPromptOptions): boolean {
  const storage = browserStorage();
  const later = readEntry<boolean>(storage, alertsPromptLaterKey(options.siteName), Date.now()) === true;
  const permission = "Notification" in window ? Notification.permission : "denied";
  const offer =
    !ownPromptOpen(document) &&
    mayOfferAlerts({
      bannerOpen: consentBannerOpen(document),
      available: pushAlertsAvailable({ siteName: options.siteName }),
      permission,
      endpoint: storedPushEndpoint({ siteName: options.siteName }),
      later,
    });
  // The last decision, for the end-to-end tests to wait on.
  document.documentElement.dataset.alertsPrompt = offer ? "shown" : "skipped";
  if (!offer) return false;

  const { t } = options;
  const prompt = document.createElement("div");
  prompt.id = ALERTS_PROMPT_ID;
  prompt.className = "alerts-prompt";
  prompt.setAttribute(OWN_PROMPT_ATTRIBUTE, "alerts");
  prompt.setAttribute("role", "dialog");
  const { stay: notNow, go: allow } = fillNoticeDialog(prompt, ALERTS_PROMPT_ID, {
    title: t("favorites.prompt.title"),
    body: t("favorites.prompt.body"),
    stay: t("favorites.prompt.later"),
    go: t("favorites.prompt.allow"),
  });

  const close = () => {
    prompt.remove();
    document.removeEventListener("keydown", onKey);
    if (options.returnFocus?.isConnected) options.returnFocus.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    notNow.click();
  };
  notNow.addEventListener("click", () => {
    writeEntry(storage, alertsPromptLaterKey(options.siteName), true, Date.now());
    close();
  });
  allow.addEventListener("click", async () => {
    close();
    const { turnOnAlerts } = await import("#app/favorites/turn-on-alerts.ts");
    const endpoint = await turnOnAlerts(options.api, options.apiPrefix, options.siteName);
    const closeLabel = t("favorites.notice_close");
    if (endpoint) showToast(t("favorites.prompt.on"), "success", { closeLabel });
    else showToast(t("favorites.alerts.unsupported"), "error", { closeLabel });
  });
  document.addEventListener("keydown", onKey);
  document.body.append(prompt);
  allow.focus();
  return true;
}
