import { describe, expect, it } from "vitest";
import type { SiteAd } from "../site/site-config.ts";
import { adDevice, type BannerInput, bannerSlot, reservedSize } from "./banner-ad.ts";

const TAG = "r4ad=77:sizes=970x250,728x90:plc=billboard:plcv=3:adtarget=section|news";
const ad = (extra: Partial<SiteAd> = {}): SiteAd => ({
  type: "desktopinpagebillboard",
  device: "desktop",
  page_types: ["home", "article-slug"],
  ad_tags: [{ ad_tag: TAG }],
  ...extra,
});
const input = (extra: Partial<BannerInput> = {}): BannerInput => ({
  displayAds: true,
  config: { template: { ads: [ad()] } },
  pageName: "home",
  viewportWidth: 1440,
  ...extra,
});

describe("the banner ad's conditions (docs/behaviour/rewards.md#conditions)", () => {
  it("renders the slot when every condition holds", () => {
    expect(bannerSlot(input())).toEqual({
      placement: "billboard",
      videoPlacement: 3,
      account: 77,
      sizes: [
        [970, 250],
        [728, 90],
      ],
      targets: [["section", "news"]],
      format: "display",
      mobile: false,
    });
  });

  it.each<[string, Partial<BannerInput>]>([
    ["the display-ads flag is off", { displayAds: false }],
    ["the site configuration is missing", { config: null }],
    ["the site configuration is empty", { config: {} }],
    ["there is no template", { config: { template: null } }],
    ["template.ads is missing", { config: { template: {} } }],
    ["template.ads is empty", { config: { template: { ads: [] } } }],
    ["no entry has the billboard type", { config: { template: { ads: [ad({ type: "sidebar" })] } } }],
    ["the device differs (1278 px is mobile)", { viewportWidth: 1278 }],
    ["the page is not listed", { pageName: "sports" }],
    ["the entry has no ad tag", { config: { template: { ads: [ad({ ad_tags: [] })] } } }],
    ["the first ad tag is blank", { config: { template: { ads: [ad({ ad_tags: [{ ad_tag: " " }] })] } } }],
  ])("shows nothing when %s", (_, change) => {
    expect(bannerSlot(input(change))).toBeNull();
  });

  it("matches the device: a mobile entry at 1278 px and below, with the mobile flag", () => {
    const config = {
      template: { ads: [ad(), ad({ device: "mobile", ad_tags: [{ ad_tag: "plc=phone:formats=video" }] })] },
    };
    expect(bannerSlot(input({ config, viewportWidth: 1278 }))).toMatchObject({
      placement: "phone",
      format: "video",
      mobile: true,
    });
    expect(bannerSlot(input({ config, viewportWidth: 1279 }))).toMatchObject({
      placement: "billboard",
      mobile: false,
    });
    expect(adDevice(375)).toBe("mobile");
  });

  it("survives entries of the wrong shape in the configuration", () => {
    const ads = [null, { type: 5 }, { ...ad(), page_types: "home" }, ad()] as unknown as SiteAd[];
    expect(bannerSlot(input({ config: { template: { ads } } }))).toMatchObject({ placement: "billboard" });
  });

  it("reserves the tallest size, so the page does not shift when the ad arrives", () => {
    const slot = bannerSlot(input());
    expect(slot && reservedSize(slot)).toEqual({ width: 970, height: 250 });
    const noSizes = bannerSlot(
      input({ config: { template: { ads: [ad({ ad_tags: [{ ad_tag: "plc=x" }] })] } } }),
    );
    expect(noSizes && reservedSize(noSizes)).toBeNull();
  });
});
