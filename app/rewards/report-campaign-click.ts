import type { BrowserApi } from "#app/api/browser-api.ts";
import { campaignClickPath, clickItem, osFamily } from "#core/analytics/campaign-click.ts";

/**
 * Sends a campaign link's click to `GET /trk` (docs/behaviour/consent-ads-analytics.md#analytics-calls; decision 0090) through the page's API
 * client, which adds the PSID header: the click token, the PSID, "open", the campaign, what the
 * link opened and the reader's OS family. Loaded by the rewards client only when an address
 * carries a campaign link, so the landing pages' first load does not carry it.
 */
export async function reportCampaignClick(
  api: BrowserApi,
  link: { token: string; campaign: string },
  opened: { pathname: string; read: { id: number; context: string } | null },
): Promise<void> {
  const path = campaignClickPath({
    id: link.token,
    sid: (await api.psid?.()) ?? null,
    action: "open",
    campaign: link.campaign,
    item: clickItem(opened.pathname, opened.read),
    os: typeof navigator === "undefined" ? null : osFamily(navigator.userAgent),
  });
  if (path) await api(path);
}
