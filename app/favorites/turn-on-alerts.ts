import type { BrowserApi } from "#app/api/browser-api.ts";

/**
 * Turns on push alerts in this browser before a follow's alerts are saved (docs/decisions/0066-web-push-alerts.md): the
 * Web Push module (app/notifications/push-alerts.ts) asks for permission — only now, after the
 * reader turned alerts on — subscribes and saves the subscription. Its endpoint is the follow's
 * device token; null when the reader or the browser says no (the module then hides the controls).
 */
export async function turnOnAlerts(
  api: BrowserApi,
  apiPrefix: string,
  siteName: string,
): Promise<string | null> {
  try {
    const { enablePushAlerts } = await import("#app/notifications/push-alerts.ts");
    const subscription = await enablePushAlerts({ api, apiPrefix, siteName });
    return subscription ? subscription.endpoint : null;
  } catch {
    return null;
  }
}
