import type { SectionKey } from "../content/content.ts";

/** The site configuration as the API returns it (docs/behaviour/platform.md#site-configuration). */
export type SiteBranding = {
  logos: { large: string; small: string };
  favicon: { url: string };
  colors: Record<string, string>;
};

export type SiteAd = {
  type: string;
  device: string;
  page_types: string[];
  ad_tags: { ad_tag: string }[];
};

export type SiteSocial = { facebook?: { api_key?: string } };

/**
 * The site's third-party scripts (decisions.md: tag manager, ad library, partner ads, session
 * replay — per site, off by default, loaded only with the reader's consent; docs/decisions/0080).
 * Each address is an https URL or a path on this site; null when not configured.
 */
export type SiteThirdParty = {
  /** The spec's display-ads flag (docs/behaviour/consent-ads-analytics.md#banner-ad): no slot and no ad script while it is off. */
  display_ads: boolean;
  /** The publisher-tag library, added to the head with advertising consent; also the adblock probe. */
  publisher_tag_url: string | null;
  /** The partner ads script, added beside the publisher tag. */
  partner_ads_url: string | null;
  /** The tag manager's container id (the page-view hand-off, docs/behaviour/consent-ads-analytics.md#route-analytics). */
  tag_manager_id: string | null;
  /** The session-replay analytics script (docs/behaviour/consent-ads-analytics.md#analytics-calls), with analytics consent. */
  session_replay_url: string | null;
  /** Where the adblocker popup's "Contact support" leads: an https URL, a mailto: or a path. */
  support_url: string | null;
};

/** The tag manager's script, with the site's container id as `id` (loaded with analytics consent). */
export const TAG_MANAGER_SCRIPT_URL = "https://www.googletagmanager.com/gtm.js";

/** A site nobody configured: no third party at all. */
export const NO_THIRD_PARTY: SiteThirdParty = {
  display_ads: false,
  publisher_tag_url: null,
  partner_ads_url: null,
  tag_manager_id: null,
  session_replay_url: null,
  support_url: null,
};

export type SiteConfig = {
  id: number;
  uuid: string;
  name: string;
  context: string;
  language: string;
  description: string;
  about_url: string;
  privacy_policy_url: string;
  terms_and_conditions_url: string;
  social: SiteSocial;
  site_default_follows: unknown[];
  template: { branding: SiteBranding; ads: SiteAd[] };
  third_party: SiteThirdParty;
  /** Hosts /site_redirect may send readers to (decisions.md "Sites and brands"). */
  allowed_hosts: string[];
};

/** The spec's defaults for site 763 (docs/behaviour/platform.md#site-configuration, docs/behaviour/limits.md#site-and-api). */
export const DEFAULT_BRANDING: SiteBranding = {
  logos: { large: "/brand/logo-large.svg", small: "/brand/logo-small.svg" },
  favicon: { url: "/favicon.ico" },
  colors: { primary: "#102245", accent: "#e4002b", background: "#ffffff", text: "#14171f" },
};

/** An editorial section (docs/behaviour/routes.md#locale-prefixes) with its label in each locale. */
export type Section = { key: SectionKey; label: Record<"en" | "es" | "pt", string> };
