import type { RootData } from "#app/root-data.ts";
import {
  REMOTE_CONFIG_TIMEOUT_MS,
  remoteConfigDue,
  remoteConfigKey,
  siteConfigChanged,
} from "#core/pwa/remote-config.ts";
import type { SiteConfig } from "#core/site/site-config.ts";
import { browserStorage, readEntry, writeEntry } from "#core/storage/local-storage-entry.ts";

type Router = { revalidate(): Promise<void> };

/** What one page's remote-config pass did. */
export type RemoteConfigOutcome = "skipped" | "fresh" | "same" | "applied" | "failed";

/**
 * Remote config (core/pwa/remote-config.ts): once the page is idle, at most every 12 hours per browser,
 * re-reads the site configuration (`GET {api}site/config`, 60 s at most). When it differs from what
 * the page was rendered with, the page's data is read again (React Router's revalidation): the
 * root loader brings the new branding, theme colour, ads and runtime settings (data saving), and
 * the page shows them without a reload. Only a successful read counts towards the 12 hours; a
 * failed one is tried again on the next page. Started by the after-load chunk (app/idle/after-load.ts).
 * Answers what happened, for its unit tests (the end-to-end tests see it on the network: the
 * read, and the page's data read again when the site changed).
 */
export async function refreshRemoteConfig(
  root: RootData | undefined,
  win: Window = window,
): Promise<RemoteConfigOutcome> {
  if (!root?.site) return "skipped";
  const storage = browserStorage();
  const key = remoteConfigKey(root.site.name);
  if (!remoteConfigDue(readEntry<number>(storage, key, Date.now()), Date.now())) return "fresh";
  try {
    const response = await fetch(`${root.apiPrefix}site/config?app=web&site_id=${root.siteId}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(REMOTE_CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) return "failed";
    const config = (await response.json()) as SiteConfig;
    writeEntry(storage, key, Date.now(), Date.now());
    if (!siteConfigChanged(root.site, config)) return "same";
    const router = (win as Window & { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
    await router?.revalidate();
    return "applied";
  } catch {
    return "failed";
  }
}
