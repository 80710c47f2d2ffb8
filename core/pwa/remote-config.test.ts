import { describe, expect, it } from "vitest";
import { DEFAULT_BRANDING, type SiteConfig } from "../site/site-config.ts";
import { DEFAULT_ENTRY_TTL_MS, entryTtl } from "../storage/local-storage-entry.ts";
import {
  REMOTE_CONFIG_INTERVAL_MS,
  REMOTE_CONFIG_TIMEOUT_MS,
  remoteConfigDue,
  remoteConfigKey,
  type ShownBranding,
  siteConfigChanged,
} from "./remote-config.ts";

const NOW = Date.UTC(2026, 10, 28, 12);

describe("the remote config interval", () => {
  it("is the spec's: 60 s to answer, at most one read every 12 hours", () => {
    expect(REMOTE_CONFIG_TIMEOUT_MS).toBe(60_000);
    expect(REMOTE_CONFIG_INTERVAL_MS).toBe(12 * 60 * 60 * 1000);
  });

  it("reads when it never read, or the stored time is not one", () => {
    for (const stored of [null, undefined, "x", Number.NaN, {}])
      expect(remoteConfigDue(stored, NOW)).toBe(true);
  });

  it("waits 12 hours after a read", () => {
    expect(remoteConfigDue(NOW, NOW)).toBe(false);
    expect(remoteConfigDue(NOW - REMOTE_CONFIG_INTERVAL_MS + 1, NOW)).toBe(false);
    expect(remoteConfigDue(NOW - REMOTE_CONFIG_INTERVAL_MS, NOW)).toBe(true);
    expect(remoteConfigDue(NOW - 3 * REMOTE_CONFIG_INTERVAL_MS, NOW)).toBe(true);
  });

  it("reads again when the stored time is in the future (the clock went back)", () => {
    expect(remoteConfigDue(NOW + 60_000, NOW)).toBe(true);
  });

  it("keeps its time under the site's key, for longer than the interval", () => {
    expect(remoteConfigKey("Icaro")).toBe("IcaroRemoteConfigFetched");
    expect(entryTtl(remoteConfigKey("Icaro"), NOW)).toBe(DEFAULT_ENTRY_TTL_MS);
    expect(DEFAULT_ENTRY_TTL_MS).toBeGreaterThan(REMOTE_CONFIG_INTERVAL_MS);
  });
});

describe("a changed site configuration", () => {
  /** What the comparison reads of a site configuration; the rest of it plays no part. */
  const config = {
    name: "Icaro",
    template: { branding: DEFAULT_BRANDING, ads: [] },
  } as unknown as SiteConfig;
  const shown: ShownBranding = {
    name: "Icaro",
    themeColor: "#102245",
    colors: { ...DEFAULT_BRANDING.colors },
    logo: DEFAULT_BRANDING.logos.small,
    favicon: DEFAULT_BRANDING.favicon.url,
  };
  const branded = (change: Partial<SiteConfig["template"]["branding"]>): SiteConfig => ({
    ...config,
    template: { ...config.template, branding: { ...DEFAULT_BRANDING, ...change } },
  });

  it("is not one when the page shows what it says", () => {
    expect(siteConfigChanged(shown, config)).toBe(false);
  });

  it("is one when its name, colours, logo or favicon moved", () => {
    expect(siteConfigChanged(shown, { ...config, name: "Acme" })).toBe(true);
    expect(
      siteConfigChanged(shown, branded({ colors: { ...DEFAULT_BRANDING.colors, primary: "#000000" } })),
    ).toBe(true);
    expect(
      siteConfigChanged(shown, branded({ colors: { ...DEFAULT_BRANDING.colors, link: "#0000ee" } })),
    ).toBe(true);
    expect(siteConfigChanged(shown, branded({ logos: { large: "/l.svg", small: "/s.svg" } }))).toBe(true);
    expect(siteConfigChanged(shown, branded({ favicon: { url: "/f.png" } }))).toBe(true);
  });

  it("compares a site without a primary colour with the spec's theme colour", () => {
    const { primary: _, ...rest } = DEFAULT_BRANDING.colors;
    expect(siteConfigChanged({ ...shown, colors: rest }, branded({ colors: rest }))).toBe(false);
  });
});
