import { intlLocale, type Locale } from "../i18n/locales.ts";
import type { Translate } from "../i18n/translations.ts";
import { SITE_TITLE, THEME_COLOR } from "../site/constants.ts";
import { siteMetaDescription } from "../site/site-description.ts";

/*
 * The web app manifest (docs/behaviour/platform.md#platform-calls: served with credentials; docs/behaviour/limits.md#brand theme colour #102245;
 * docs/decisions/0083-manifest-install-prompt-platform-rules.md): one per locale, so the installed app opens in the reader's language, at that
 * locale's home, and stays within that locale's pages. The app is white-label: its name, colours
 * and description are the site configuration's, its texts the catalogs' (`manifest.*`).
 */

/** Where a locale's manifest is served (server/pwa/manifest-route.ts) and linked from (every page's head). */
export function manifestPath(locale: Locale): string {
  return `/manifest/${locale}.webmanifest`;
}

/** The manifest's file name in its path, and the locale it names (null for anything else). */
export const MANIFEST_FILE = /^(en|es|pt)\.webmanifest$/;

export const MANIFEST_CONTENT_TYPE = "application/manifest+json";

/**
 * The app's icons (public/brand, made from the brand's logo by scripts/app-icons.ts): "any" is the
 * logo as drawn, "maskable" has it inside the safe zone (the centre circle of 80% of the width) on a
 * full-bleed background, so a launcher's circle or squircle never cuts it.
 */
export const APP_ICONS = [
  { src: "/brand/app-icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/brand/app-icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/brand/app-icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/brand/app-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The launcher's long-press shortcuts: the day's scores, the saved stories, search. */
const SHORTCUTS = [
  { key: "scores", path: "/sports" },
  { key: "saved", path: "/readlater" },
  { key: "search", path: "/search" },
] as const;

export type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
};

/** What the manifest needs of the site configuration (core/site/site-config.ts). */
export type ManifestSite = {
  name: string;
  description: string;
  language: string;
  colors: Record<string, string>;
};

export type ManifestInput = {
  locale: Locale;
  /** The locale's path prefix: "" for the default locale, "/es" or "/pt" otherwise. */
  prefix: string;
  site: ManifestSite;
  /** The locale's texts (the server holds every catalog). */
  t: Translate;
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour a manifest can carry (a hex colour), else the fallback. */
function colour(value: string | undefined, fallback: string): string {
  return value && HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/**
 * The manifest of one locale. The short name is the site's name as written (a brand reads the same
 * in every language); the name and the description are translated. `start_url` and `scope` are the
 * locale's home with a trailing slash, so every page of that locale is inside the app and nothing
 * of another locale's prefix is; `id` is the start URL, one installed app per language.
 */
export function webAppManifest({ locale, prefix, site, t }: ManifestInput): WebAppManifest {
  const home = `${prefix}/`;
  const name = site.name.trim() || SITE_TITLE;
  const icons = APP_ICONS.map((icon) => ({ ...icon }));
  return {
    id: home,
    name: t("manifest.name", { site: name }),
    short_name: name,
    description: siteMetaDescription(site, locale, (siteName) =>
      t("meta.siteDescription", { site: siteName }),
    ),
    lang: intlLocale(locale),
    dir: "ltr",
    start_url: home,
    scope: home,
    display: "standalone",
    theme_color: colour(site.colors.primary, THEME_COLOR),
    background_color: colour(site.colors.background, "#ffffff"),
    icons,
    shortcuts: SHORTCUTS.map(({ key, path }) => ({
      name: t(`manifest.shortcuts.${key}`),
      url: `${prefix}${path}`,
      icons: [{ ...APP_ICONS[0] }],
    })),
  };
}
