import { startPageViews } from "#app/analytics/page-views.ts";
import { startThirdPartyAnalytics } from "#app/analytics/third-party-analytics.ts";
import type { RootData } from "#app/root-data.ts";
import { browserStorage, siteStorageKey } from "#core/storage/local-storage-entry.ts";

type RouterWindow = Window & { __reactRouterDataRouter?: { state: { loaderData: Record<string, unknown> } } };

/**
 * What every page starts once idle (app/idle/start-after-load.ts): the page views of the visit,
 * the service worker, the site's analytics scripts once the reader allows them, the installable
 * app's install offer and remote config (app/pwa/pwa-after-load.ts, a chunk of its own), the
 * replay of the changes made offline in an earlier visit (app/offline/offline-queue.ts), and the
 * reader's PSID where the page came without its cookie (app/api/client-psid.ts, the API client's).
 */
export function afterLoad(): void {
  startPageViews();
  // The service worker's registration and update prompt: its own chunk, loaded only where the
  // browser has service workers (decision 0082).
  if ("serviceWorker" in navigator) {
    import("#app/service-worker/register-service-worker.ts")
      .then((module) => module.startServiceWorker())
      .catch(() => {});
  }
  // Read here, not through app/offline/page-root-data.ts: a module shared with the offline queue
  // would be one more chunk named in every page's shell.
  const root = (window as RouterWindow).__reactRouterDataRouter?.state.loaderData.root as
    | RootData
    | undefined;
  if (root?.analytics) startThirdPartyAnalytics(root.analytics);
  import("#app/pwa/pwa-after-load.ts").then((module) => module.startPwa(root)).catch(() => {});
  // Changes left queued by an earlier visit are sent now (the queue's code loads only then; a
  // change queued in this visit starts the queue itself).
  const siteName = root?.site?.name;
  // The API client's own module (no chunk more in the page's shell): writes the psid cookie, or
  // where cookies are refused the PSIDCookie entry, when the page came without one (docs/behaviour/platform.md#psid).
  void import("#app/api/client-psid.ts").then((psid) => psid.pagePsid(siteName)).catch(() => {});
  if (siteName && browserStorage().getItem(siteStorageKey(siteName, "OfflineQueue")) !== null) {
    void import("#app/offline/offline-queue.ts").then((queue) => queue.startOfflineQueue());
  }
}
