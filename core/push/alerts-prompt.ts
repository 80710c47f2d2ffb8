/**
 * When the site offers goal alerts with a prompt of its own, before the browser's permission
 * request (docs/behaviour/screens.md#cookie-and-notification-prompts: notification permission UI; docs/behaviour/offline-push.md#notification-state; docs/behaviour/offline-push.md#push-token "Push
 * and notifications"; docs/decisions/0081-in-page-notices.md). It is offered at a polite moment — just after the reader
 * followed something — and only when all hold: the cookie banner is not up (never two prompts at
 * once), this browser can have alerts (not iOS outside an installed app, not a web view, no stored
 * failure: app/notifications/push-alerts.ts), the browser has not been asked yet (permission
 * "default"), no subscription is stored, and the reader did not say "Not now" lately.
 */

/** The local storage key of a "Not now", prefixed by the site's name; 14 days (core/storage/local-storage-entry.ts). */
export function alertsPromptLaterKey(siteName: string): string {
  return `${siteName}AlertsPromptLater`;
}

export type AlertsPromptState = {
  bannerOpen: boolean;
  /** pushAlertsAvailable(): the browser can, and no failure is stored. */
  available: boolean;
  /** Notification.permission. */
  permission: "default" | "granted" | "denied";
  /** The stored subscription's endpoint, if any. */
  endpoint: string | null;
  /** A "Not now" is remembered (and has not expired). */
  later: boolean;
};

export function mayOfferAlerts(state: AlertsPromptState): boolean {
  return (
    !state.bannerOpen && state.available && state.permission === "default" && !state.endpoint && !state.later
  );
}
