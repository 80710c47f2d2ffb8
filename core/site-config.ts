import type { SectionKey } from "./content.ts";

/** The site configuration as the API returns it (spec §3 "Site configuration"). */
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
  /** Hosts /site_redirect may send readers to (decisions.md "Sites and brands"). */
  allowed_hosts: string[];
};

/** The spec's defaults for site 763 (spec §3, §9). */
export const DEFAULT_BRANDING: SiteBranding = {
  logos: { large: "/brand/logo-large.svg", small: "/brand/logo-small.svg" },
  favicon: { url: "/favicon.ico" },
  colors: { primary: "#102245", accent: "#e4002b", background: "#ffffff", text: "#14171f" },
};

/** An editorial section (spec §1) with its label in each locale. */
export type Section = { key: SectionKey; label: Record<"en" | "es" | "pt", string> };
