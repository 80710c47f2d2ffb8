import { eq } from "drizzle-orm";
import { type SiteAd, type SiteThirdParty, TAG_MANAGER_SCRIPT_URL } from "#core/site/site-config.ts";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import type { Database } from "#server/db/client.ts";
import { siteConfig } from "#server/db/schema.ts";
import { originsOf, setThirdPartyOrigins } from "#server/http/middleware/third-party-sources.ts";
import { storedAds, storedThirdParty, type ThirdPartyChange } from "./site-ads-input.ts";
import { ensureDefaultSite } from "./site-config.ts";

/*
 * `icaro site ads …` on the database: a site's ad entries (docs/behaviour/consent-ads-analytics.md#ad-entries `template.ads`) and its
 * third-party settings (docs/decisions/0080). Inputs arrive checked (site-ads-input.ts); every
 * change is one UPDATE of the row, and bumps the content version so cached pages (which carry
 * the slots) and the site configuration's cache are dropped at once.
 */

/** A refusal the operator can act on (no such entry): the command's one error line, the endpoint's 400. */
export class SiteAdsError extends Error {
  override name = "SiteAdsError";
}

export type SiteAdsState = { ads: SiteAd[]; third_party: SiteThirdParty };

async function readRow(db: Database, siteId: number) {
  await ensureDefaultSite(db);
  const [row] = await db
    .select({ ads: siteConfig.ads, thirdParty: siteConfig.thirdParty })
    .from(siteConfig)
    .where(eq(siteConfig.id, siteId))
    .limit(1);
  if (!row) throw new SiteAdsError(`site ${siteId} is not configured`);
  return { ads: storedAds(row.ads), third_party: storedThirdParty(row.thirdParty) };
}

export function listSiteAds(db: Database, siteId: number): Promise<SiteAdsState> {
  return readRow(db, siteId);
}

export async function addSiteAd(db: Database, siteId: number, ad: SiteAd): Promise<SiteAdsState> {
  const state = await readRow(db, siteId);
  const ads = [...state.ads, ad];
  await db.update(siteConfig).set({ ads, updatedAt: new Date() }).where(eq(siteConfig.id, siteId));
  bumpContentVersion();
  return { ...state, ads };
}

/** Removes the entry at `position` (1-based, as `list` numbers them). */
export async function removeSiteAd(
  db: Database,
  siteId: number,
  position: number,
): Promise<SiteAdsState & { removed: SiteAd }> {
  const state = await readRow(db, siteId);
  const removed = state.ads[position - 1];
  if (!removed)
    throw new SiteAdsError(
      state.ads.length === 0
        ? "the site has no ad entries"
        : `no ad entry ${position}: the site has ${state.ads.length} (see icaro site ads list)`,
    );
  const ads = state.ads.filter((_, index) => index !== position - 1);
  await db.update(siteConfig).set({ ads, updatedAt: new Date() }).where(eq(siteConfig.id, siteId));
  bumpContentVersion();
  return { ...state, ads, removed };
}

/** Changes the given third-party settings and keeps the others. */
export async function setSiteThirdParty(
  db: Database,
  siteId: number,
  change: ThirdPartyChange,
): Promise<SiteAdsState> {
  const state = await readRow(db, siteId);
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const thirdParty: SiteThirdParty = { ...state.third_party, ...defined };
  await db.update(siteConfig).set({ thirdParty, updatedAt: new Date() }).where(eq(siteConfig.id, siteId));
  bumpContentVersion();
  return { ...state, third_party: thirdParty };
}

/**
 * Puts the https origins of every site's configured scripts into the Content-Security-Policy
 * (server/http/middleware/third-party-sources.ts); the ad scripts only while the site shows display ads, the
 * tag manager's while a container is set.
 */
export async function refreshThirdPartyOrigins(db: Database): Promise<void> {
  const rows = await db.select({ thirdParty: siteConfig.thirdParty }).from(siteConfig);
  const addresses = rows.flatMap(({ thirdParty }) => {
    const settings = storedThirdParty(thirdParty);
    const ads = settings.display_ads ? [settings.publisher_tag_url, settings.partner_ads_url] : [];
    const tagManager = settings.tag_manager_id ? TAG_MANAGER_SCRIPT_URL : null;
    return [...ads, settings.session_replay_url, tagManager];
  });
  setThirdPartyOrigins(originsOf(addresses));
}
