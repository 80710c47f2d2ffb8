import { startPageViews } from "#app/analytics/page-views.ts";
import { startThirdPartyAnalytics } from "#app/analytics/third-party-analytics.ts";
import { startOfflineQueue } from "#app/offline/offline-queue.ts";
import { pageRootData } from "./page-root-data.ts";

/**
 * What every page starts once idle (app/idle/start-after-load.ts): the page views of the visit,
 * the site's analytics scripts once the reader allows them, and the replay of the changes made
 * offline (app/offline/offline-queue.ts: now, and whenever the connection comes back).
 */
export function afterLoad(): void {
  startPageViews();
  const root = pageRootData();
  if (root?.analytics) startThirdPartyAnalytics(root.analytics);
  startOfflineQueue();
}
