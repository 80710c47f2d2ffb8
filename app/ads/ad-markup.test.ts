import { describe, expect, it } from "vitest";
import { DEFAULT_BRANDING, NO_THIRD_PARTY, type SiteAd, type SiteConfig } from "#core/site/site-config.ts";
import { adsMarkup } from "./ad-markup.server.tsx";

const t = (key: string) => `[${key}]`;

function site(ads: SiteAd[], thirdParty: Partial<SiteConfig["third_party"]> = {}): SiteConfig {
  return {
    id: 763,
    uuid: "00000000-0000-4000-8000-000000000000",
    name: "Icaro",
    context: "sites",
    language: "en",
    description: "",
    about_url: "/about.html",
    privacy_policy_url: "/privacy_policy.html",
    terms_and_conditions_url: "/terms_and_conditions.html",
    social: {},
    site_default_follows: [],
    template: { branding: DEFAULT_BRANDING, ads },
    allowed_hosts: [],
    third_party: { ...NO_THIRD_PARTY, display_ads: true, ...thirdParty },
  };
}

const desktop: SiteAd = {
  type: "desktopinpagebillboard",
  device: "desktop",
  page_types: ["home", "sports-scores"],
  ad_tags: [{ ad_tag: "plc=1234:sizes=728x90,970x250:plcv=55:adtarget=section|home" }],
};
const mobile: SiteAd = {
  type: "desktopinpagebillboard",
  device: "mobile",
  page_types: ["home"],
  ad_tags: [{ ad_tag: "plc=99:sizes=320x50:formats=video" }],
};

describe("the banner ad's markup", () => {
  it("is nothing while display ads are off, without entries, or when no entry makes a slot", () => {
    expect(adsMarkup(site([desktop], { display_ads: false }), t)).toBeNull();
    expect(adsMarkup(site([]), t)).toBeNull();
    expect(adsMarkup(site([{ ...desktop, ad_tags: [] }]), t)).toBeNull();
    expect(adsMarkup(site([{ ...desktop, type: "interstitial" }]), t)).toBeNull();
    expect(adsMarkup(null, t)).toBeNull();
  });

  it("writes a page's desktop and mobile slots with their data and reserved size, and the notice", () => {
    const markup = adsMarkup(
      site([desktop, mobile], {
        publisher_tag_url: "https://ads.example.com/tag.js",
        support_url: "mailto:ads@example.com",
      }),
      t,
    );
    expect(Object.keys(markup?.slots ?? {})).toEqual(["home", "sports-scores"]);
    const home = markup?.slots.home ?? "";
    expect(home).toContain('data-publisher-tag="https://ads.example.com/tag.js"');
    expect(home).toContain(
      'class="ad-banner ad-banner--desktop" aria-label="[ads.label]"><p class="ad-banner__label" aria-hidden="true">[ads.label]</p>',
    );
    expect(home).toContain(
      'data-device="desktop" data-placement="1234" data-video-placement="55" data-sizes="728x90,970x250" data-ad-target="section|home" data-format="display" data-mobile="false" style="--ad-width:970px;--ad-height:250px"',
    );
    expect(home).toContain('data-device="mobile" data-placement="99" data-sizes="320x50"');
    expect(home).toContain('data-format="video" data-mobile="true"');
    // Sports scores has no mobile entry: the desktop slot only.
    expect(markup?.slots["sports-scores"]).not.toContain("ad-banner--mobile");
    expect(markup?.notice).toContain('<template data-adblock-notice="">');
    expect(markup?.notice).toContain('href="mailto:ads@example.com"');
  });

  it("has no support link without a support address", () => {
    expect(adsMarkup(site([desktop]), t)?.notice).not.toContain("data-adblock-support");
  });
});
