import { THEME_COLOR } from "../site/constants.ts";
import type { SiteConfig } from "../site/site-config.ts";
import { siteStorageKey } from "../storage/local-storage-entry.ts";

/*
 * Remote config (docs/behaviour/platform.md#platform-calls "Cloud client modules: … remote config", docs/behaviour/limits.md#remote-config "Remote config: fetch timeout
 * 60000 ms; minimum fetch interval 43200000 ms"; decisions.md: the site configuration serves it).
 * A page gets the site's configuration with its HTML; a page left open for long — an installed app
 * lives for days — re-reads it at most every 12 hours, and when it has changed since the page was
 * rendered the page's data is read again, so the new branding, ads and settings apply without a
 * reload (app/pwa/remote-config.ts).
 */

export const REMOTE_CONFIG_TIMEOUT_MS = 60_000;
export const REMOTE_CONFIG_INTERVAL_MS = 43_200_000;

/** The local storage key of the last successful fetch's time, after the site's name. */
export function remoteConfigKey(siteName: string): string {
  return siteStorageKey(siteName, "RemoteConfigFetched");
}

/**
 * Whether the configuration should be read again: never read, read 12 hours ago or more, or read
 * "in the future" (a clock that went back would otherwise stop the reads for as long).
 */
export function remoteConfigDue(lastFetched: unknown, now: number): boolean {
  if (typeof lastFetched !== "number" || !Number.isFinite(lastFetched)) return true;
  return now - lastFetched >= REMOTE_CONFIG_INTERVAL_MS || lastFetched > now;
}

/** What a page shows of the site configuration (app/root-data.ts SiteBranding). */
export type ShownBranding = {
  name: string;
  themeColor: string;
  colors: Record<string, string>;
  logo: string;
  favicon: string;
};

function sameColours(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** Whether the configuration read now differs from what the page was rendered with. */
export function siteConfigChanged(shown: ShownBranding, config: SiteConfig): boolean {
  const branding = config.template.branding;
  return (
    config.name !== shown.name ||
    (branding.colors.primary ?? THEME_COLOR) !== shown.themeColor ||
    !sameColours(branding.colors, shown.colors) ||
    branding.logos.small !== shown.logo ||
    branding.favicon.url !== shown.favicon
  );
}
