/**
 * Whether the banner ad shows, and its slot (docs/behaviour/consent-ads-analytics.md#banner-ad; docs/decisions/0080-banner-ads-and-third-party-scripts.md): only when the display-ads
 * flag is on, the site configuration is not empty, its `template.ads` is a non-empty list, an entry
 * matches the type `desktopinpagebillboard`, the reader's device and the page's name, and that entry
 * has a first ad tag. Desktop means wider than 1278 px.
 */

import type { SiteAd } from "../site/site-config.ts";
import { type AdTag, adSizes, adTargets, parseAdTag } from "./ad-tag.ts";

export const BANNER_AD_TYPE = "desktopinpagebillboard";
/** docs/behaviour/limits.md#wide-screen Wide-screen threshold. */
export const WIDE_SCREEN_PX = 1278;
export type AdDevice = "desktop" | "mobile";

/** docs/behaviour/screens.md#hamburger-menu/docs/behaviour/limits.md#wide-screen: above 1278 px is desktop, 1278 or less mobile. */
export function adDevice(viewportWidth: number): AdDevice {
  return viewportWidth > WIDE_SCREEN_PX ? "desktop" : "mobile";
}

export type BannerSlot = {
  /** The placement id (`plc`) and the video placement (`plcv`). */
  placement: AdTag["plc"];
  videoPlacement: AdTag["plcv"];
  /** The account the tag belongs to (`r4ad`). */
  account: AdTag["r4ad"];
  sizes: [number, number][];
  /** Key|value pairs the ad server targets. */
  targets: [string, string][];
  /** `formats`, else display. */
  format: string;
  mobile: boolean;
};

export type BannerInput = {
  displayAds: boolean;
  config: { template?: { ads?: readonly SiteAd[] | null } | null } | null | undefined;
  pageName: string;
  viewportWidth: number;
};

/** The slot to render, or null when any of the spec's conditions does not hold. */
export function bannerSlot({ displayAds, config, pageName, viewportWidth }: BannerInput): BannerSlot | null {
  if (!displayAds || !config || Object.keys(config).length === 0) return null;
  const ads = config.template?.ads;
  if (!Array.isArray(ads) || ads.length === 0) return null;
  const device = adDevice(viewportWidth);
  const lower = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : null);
  const entry = ads.find(
    (ad) =>
      lower(ad?.type) === BANNER_AD_TYPE &&
      lower(ad.device) === device &&
      Array.isArray(ad.page_types) &&
      ad.page_types.includes(pageName),
  );
  const firstTag = Array.isArray(entry?.ad_tags) ? entry.ad_tags[0]?.ad_tag : undefined;
  if (typeof firstTag !== "string" || firstTag.trim() === "") return null;
  const tag = parseAdTag(firstTag);
  return {
    placement: tag.plc,
    videoPlacement: tag.plcv,
    account: tag.r4ad,
    sizes: adSizes(tag.sizes),
    targets: adTargets(tag.adtarget),
    format: typeof tag.formats === "string" && tag.formats !== "" ? tag.formats : "display",
    mobile: device === "mobile",
  };
}

/** The space to reserve before the ad arrives, so nothing shifts (CLS): the tallest size, its width. */
export function reservedSize(slot: BannerSlot): { width: number; height: number } | null {
  if (slot.sizes.length === 0) return null;
  const tallest = slot.sizes.reduce((best, size) => (size[1] > best[1] ? size : best));
  return { width: tallest[0], height: tallest[1] };
}
