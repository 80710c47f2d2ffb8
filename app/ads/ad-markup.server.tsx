import { renderToStaticMarkup } from "react-dom/server";
import {
  BANNER_AD_TYPE,
  type BannerSlot,
  bannerSlot,
  reservedSize,
  WIDE_SCREEN_PX,
} from "#core/ads/banner-ad.ts";
import type { Translate } from "#core/i18n/translations.ts";
import type { SiteConfig } from "#core/site/site-config.ts";

/*
 * The banner ad's HTML (docs/behaviour/consent-ads-analytics.md#banner-ad; docs/decisions/0080), written by the server into the
 * root loader's data. Pages are cached for every anonymous reader, so the server cannot know the
 * reader's width: it writes the desktop slot and the mobile slot that match the page, and the
 * stylesheet shows one of them at 1278 px (app.css `.ad-banner`), each with its size reserved so
 * nothing moves when the ad arrives. The texts come from the server-only `ads` catalog, so no
 * browser bundle carries them; attributes are React's, escaped. Nothing here runs a script: the
 * ad loader (ad-loader.ts) reads these data attributes after the reader's consent.
 */

/** What the pages get: the banner per page name (route id), and the adblock notice's template. */
export type AdsMarkup = { slots: Record<string, string>; notice: string };

function Slot({ slot, label }: { slot: BannerSlot; label: string }) {
  const size = reservedSize(slot);
  const device = slot.mobile ? "mobile" : "desktop";
  return (
    <aside className={`ad-banner ad-banner--${device}`} aria-label={label}>
      <p className="ad-banner__label" aria-hidden="true">
        {label}
      </p>
      <div
        className="ad-slot"
        data-ad-slot=""
        data-device={device}
        data-placement={slot.placement === undefined ? undefined : String(slot.placement)}
        data-video-placement={slot.videoPlacement === undefined ? undefined : String(slot.videoPlacement)}
        data-account={slot.account === undefined ? undefined : String(slot.account)}
        data-sizes={slot.sizes.map(([width, height]) => `${width}x${height}`).join(",")}
        data-ad-target={slot.targets.map(([key, value]) => `${key}|${value}`).join(",")}
        data-format={slot.format}
        data-mobile={String(slot.mobile)}
        style={
          size
            ? ({ "--ad-width": `${size.width}px`, "--ad-height": `${size.height}px` } as React.CSSProperties)
            : undefined
        }
      />
    </aside>
  );
}

function Area({
  config,
  desktop,
  mobile,
  label,
}: {
  config: SiteConfig;
  desktop: BannerSlot | null;
  mobile: BannerSlot | null;
  label: string;
}) {
  const { publisher_tag_url, partner_ads_url } = config.third_party;
  return (
    <div
      className="ad-banners"
      data-ad-area=""
      data-site={config.name}
      data-publisher-tag={publisher_tag_url ?? undefined}
      data-partner-ads={partner_ads_url ?? undefined}
    >
      {desktop ? <Slot slot={desktop} label={label} /> : null}
      {mobile ? <Slot slot={mobile} label={label} /> : null}
    </div>
  );
}

/** The adblock notice (docs/behaviour/screens.md#adblocker-popup), cloned by the ad loader when the probe fails. */
function Notice({ t, support }: { t: Translate; support: string | null }) {
  return (
    <template data-adblock-notice="">
      <dialog
        className="notice-dialog adblock-notice"
        aria-labelledby="adblock-notice-title"
        aria-describedby="adblock-notice-text"
      >
        <h2 id="adblock-notice-title">{t("ads.blocked.title")}</h2>
        <p id="adblock-notice-text">{t("ads.blocked.text")}</p>
        <div className="adblock-notice__actions">
          <button type="button" className="adblock-notice__continue" data-adblock-continue="">
            {t("ads.blocked.continue")}
          </button>
          {support ? (
            <a className="adblock-notice__support" href={support} data-adblock-support="">
              {t("ads.blocked.support")}
            </a>
          ) : null}
        </div>
      </dialog>
    </template>
  );
}

/**
 * The banners of every page name the site's ads name, or null — no markup, no loader — when
 * display ads are off or no entry makes a slot (core/ads/banner-ad.ts holds the spec's conditions).
 */
export function adsMarkup(config: SiteConfig | null, t: Translate): AdsMarkup | null {
  if (!config?.third_party?.display_ads) return null;
  const ads = Array.isArray(config.template?.ads) ? config.template.ads : [];
  const pageNames = new Set(
    ads
      .filter((ad) => ad?.type?.toLowerCase?.() === BANNER_AD_TYPE && Array.isArray(ad.page_types))
      .flatMap((ad) => ad.page_types.filter((name): name is string => typeof name === "string")),
  );
  const label = t("ads.label");
  const slots: Record<string, string> = {};
  for (const pageName of pageNames) {
    const input = { displayAds: true, config, pageName };
    const desktop = bannerSlot({ ...input, viewportWidth: WIDE_SCREEN_PX + 1 });
    const mobile = bannerSlot({ ...input, viewportWidth: WIDE_SCREEN_PX });
    if (!desktop && !mobile) continue;
    slots[pageName] = renderToStaticMarkup(
      <Area config={config} desktop={desktop} mobile={mobile} label={label} />,
    );
  }
  if (Object.keys(slots).length === 0) return null;
  return { slots, notice: renderToStaticMarkup(<Notice t={t} support={config.third_party.support_url} />) };
}
