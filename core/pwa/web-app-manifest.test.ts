import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import type { TranslateOptions } from "../i18n/translations.ts";
import { APP_ICONS, MANIFEST_FILE, manifestPath, webAppManifest } from "./web-app-manifest.ts";

/** A translator that shows its key, locale and values, so the test sees what was asked for. */
const translator =
  (locale: Locale) =>
  (key: string, options: TranslateOptions = {}) =>
    `${locale}:${key}${options.site ? `(${options.site})` : ""}`;

const SITE = {
  name: "Icaro",
  description: "Where you can find all the events taking place in your neighbourhood",
  language: "en",
  colors: { primary: "#102245", background: "#ffffff", accent: "#e4002b" },
};

const PREFIXES: Record<Locale, string> = { en: "", es: "/es", pt: "/pt" };

describe("the web app manifest", () => {
  it.each(LOCALES)("is the %s locale's app: its language, home, scope and texts", (locale) => {
    const prefix = PREFIXES[locale];
    const manifest = webAppManifest({ locale, prefix, site: SITE, t: translator(locale) });
    expect(manifest).toMatchObject({
      id: `${prefix}/`,
      start_url: `${prefix}/`,
      scope: `${prefix}/`,
      lang: locale === "pt" ? "pt-BR" : locale,
      dir: "ltr",
      display: "standalone",
      name: `${locale}:manifest.name(Icaro)`,
      short_name: "Icaro",
      description: `${locale}:meta.siteDescription(Icaro)`,
    });
    expect(manifest.shortcuts).toEqual([
      { name: `${locale}:manifest.shortcuts.scores`, url: `${prefix}/sports`, icons: [APP_ICONS[0]] },
      { name: `${locale}:manifest.shortcuts.saved`, url: `${prefix}/readlater`, icons: [APP_ICONS[0]] },
      { name: `${locale}:manifest.shortcuts.search`, url: `${prefix}/search`, icons: [APP_ICONS[0]] },
    ]);
    // Every shortcut is inside the app's scope.
    for (const shortcut of manifest.shortcuts) expect(shortcut.url.startsWith(manifest.scope)).toBe(true);
  });

  it("follows the deployment's default locale: Portuguese at /, English at /en/", () => {
    const pt = webAppManifest({ locale: "pt", prefix: "", site: SITE, t: translator("pt") });
    const en = webAppManifest({ locale: "en", prefix: "/en", site: SITE, t: translator("en") });
    expect([pt.start_url, pt.scope, pt.shortcuts[1]?.url]).toEqual(["/", "/", "/readlater"]);
    expect([en.start_url, en.scope, en.shortcuts[1]?.url]).toEqual(["/en/", "/en/", "/en/readlater"]);
  });

  it("takes the theme colour #102245 and the background from the site's branding", () => {
    const manifest = webAppManifest({ locale: "en", prefix: "", site: SITE, t: translator("en") });
    expect(manifest.theme_color).toBe("#102245");
    expect(manifest.background_color).toBe("#ffffff");
    const other = webAppManifest({
      locale: "en",
      prefix: "",
      site: { ...SITE, colors: { primary: "#0a7", background: "#111111" } },
      t: translator("en"),
    });
    expect([other.theme_color, other.background_color]).toEqual(["#0a7", "#111111"]);
  });

  it("falls back to the spec's theme colour when the site has none, or one a manifest cannot carry", () => {
    for (const colors of [{}, { primary: "var(--x)", background: "red; x" }] as Record<string, string>[]) {
      const manifest = webAppManifest({
        locale: "es",
        prefix: "/es",
        site: { ...SITE, colors },
        t: translator("es"),
      });
      expect([manifest.theme_color, manifest.background_color]).toEqual(["#102245", "#ffffff"]);
    }
  });

  it("is white-label: another site's name, and its own description in its own language", () => {
    const site = { ...SITE, name: "Tim News", description: "Todas as notícias", language: "pt" };
    const pt = webAppManifest({ locale: "pt", prefix: "/pt", site, t: translator("pt") });
    expect([pt.short_name, pt.name, pt.description]).toEqual([
      "Tim News",
      "pt:manifest.name(Tim News)",
      "Todas as notícias",
    ]);
    const en = webAppManifest({ locale: "en", prefix: "", site, t: translator("en") });
    expect(en.description).toBe("en:meta.siteDescription(Tim News)");
    const unnamed = webAppManifest({
      locale: "en",
      prefix: "",
      site: { ...SITE, name: " " },
      t: translator("en"),
    });
    expect(unnamed.short_name).toBe("Icaro");
  });

  it("has icons of 192 and 512 pixels, each for any use and maskable", () => {
    const { icons } = webAppManifest({ locale: "en", prefix: "", site: SITE, t: translator("en") });
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons)
      expect(icon).toMatchObject({ type: "image/png", src: expect.stringMatching(/^\/brand\/.+\.png$/) });
  });

  it("is served at one path per locale, and the path names its locale", () => {
    expect(LOCALES.map(manifestPath)).toEqual([
      "/manifest/en.webmanifest",
      "/manifest/es.webmanifest",
      "/manifest/pt.webmanifest",
    ]);
    expect(MANIFEST_FILE.exec("es.webmanifest")?.[1]).toBe("es");
    for (const bad of ["fr.webmanifest", "es.json", "es", "ES.webmanifest", "es.webmanifest.x"]) {
      expect(MANIFEST_FILE.test(bad)).toBe(false);
    }
  });
});
