import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "#core/account/session-state.ts";
import type { Locale } from "#core/i18n/locales.ts";

/** The site's branding as the pages show it (from the site configuration). */
export type SiteBranding = {
  name: string;
  /** The site's id among the operator's (the browser's requests send it as site-uuid). */
  uuid: string;
  /** The meta description in the page's language (core/site/site-description.ts). */
  description: string;
  themeColor: string;
  colors: Record<string, string>;
  logo: string;
  favicon: string;
  /** The legal links: the site's own pages in the page's locale, or the operator's addresses. */
  aboutUrl: string;
  privacyUrl: string;
  termsUrl: string;
};

/**
 * The root loader's data (app/root.tsx): the page's locale and every locale's prefix, the public
 * origin, the image hosts, the signed-in reader, and the site's branding and sections (null and
 * none on /coming_soon when the configuration is unavailable) and how many games are live.
 */
export type RootData = {
  locale: Locale;
  localePrefixes: Record<Locale, string>;
  origin: string;
  imageHosts: readonly string[];
  /** The runtime setting "data saving" (docs/behaviour/limits.md#brand): warn before external links, prefetch nothing. */
  dataSaving: boolean;
  user: SessionUser | null;
  /** The API version prefix with slashes ("/api/v3/"), for the browser's calls. */
  apiPrefix: string;
  /** The site whose configuration the page shows (re-read by app/pwa/remote-config.ts). */
  siteId: number;
  site: SiteBranding | null;
  sections: { key: string; label: string }[];
  /** Games being played now, for the header's Live entry; null when the count is unavailable. */
  liveCount: number | null;
  /**
   * The banner ads' HTML per page name (route id) and the adblock notice's, written by the server
   * (app/ads/ad-markup.server.tsx); null — nothing on any page — while display ads are off.
   */
  ads: { slots: Record<string, string>; notice: string } | null;
  /**
   * The site's analytics scripts, loaded at idle and only with the reader's analytics consent
   * (app/analytics/third-party-analytics.ts); null when none is configured.
   */
  analytics?: { tagManagerId: string | null; sessionReplayUrl: string | null } | null;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/**
 * The API version prefix with slashes ("/api/v3/") for the browser's calls. It is a setting
 * (ICARO_API_PREFIX) that reaches the pages through the root loader only: a component never writes
 * one of its own, which would call the wrong API where the setting differs. Every page renders
 * under the root's data (the root's error boundary renders no component that calls the API).
 */
export function useApiPrefix(): string {
  const prefix = useRootData()?.apiPrefix;
  if (prefix === undefined)
    throw new Error("The API prefix is read from the root loader's data, and there is none");
  return prefix;
}

/** The site's branding, when the configuration could be loaded. */
export function useSite() {
  return useRootData()?.site ?? null;
}
