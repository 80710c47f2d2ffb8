import { startPageViews } from "#app/analytics/page-views.ts";
import { startThirdPartyAnalytics } from "#app/analytics/third-party-analytics.ts";
import type { RootData } from "#app/root-data.ts";

type RouterWindow = Window & { __reactRouterDataRouter?: { state: { loaderData: Record<string, unknown> } } };

/**
 * What every page starts once idle (app/idle/start-after-load.ts): the page views of the visit,
 * the service worker, the site's analytics scripts once the reader allows them, and the
 * installable app's install offer and remote config (app/pwa/pwa-after-load.ts, a chunk of its own).
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
  const root = (window as RouterWindow).__reactRouterDataRouter?.state.loaderData.root as
    | RootData
    | undefined;
  if (root?.analytics) startThirdPartyAnalytics(root.analytics);
  import("#app/pwa/pwa-after-load.ts").then((module) => module.startPwa(root)).catch(() => {});
}
