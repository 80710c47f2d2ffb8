import { startPageViews } from "#app/analytics/page-views.ts";
import { startThirdPartyAnalytics } from "#app/analytics/third-party-analytics.ts";
import { startInstallPrompt } from "#app/pwa/install-prompt-starter.ts";
import { refreshRemoteConfig } from "#app/pwa/remote-config.ts";
import type { RootData } from "#app/root-data.ts";

type RouterWindow = Window & { __reactRouterDataRouter?: { state: { loaderData: Record<string, unknown> } } };

/**
 * What every page starts once idle (app/idle/start-after-load.ts): the page views of the visit,
 * the site's analytics scripts once the reader allows them, the install offer (counting the
 * visit; the prompt itself is another chunk, loaded when it is offered) and the remote config.
 */
export function afterLoad(): void {
  startPageViews();
  const root = (window as RouterWindow).__reactRouterDataRouter?.state.loaderData.root as
    | RootData
    | undefined;
  if (root?.analytics) startThirdPartyAnalytics(root.analytics);
  startInstallPrompt(root);
  void refreshRemoteConfig(root);
}
