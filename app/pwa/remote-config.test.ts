import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RootData } from "#app/root-data.ts";
import { REMOTE_CONFIG_INTERVAL_MS } from "#core/pwa/remote-config.ts";
import { DEFAULT_BRANDING, type SiteConfig } from "#core/site/site-config.ts";
import { memoryStorage } from "#core/storage/local-storage-entry.ts";
import { refreshRemoteConfig } from "./remote-config.ts";

const NOW = Date.UTC(2026, 10, 28, 12);
/** The page's localStorage: browserStorage() keeps the first one it finds for the life of the module. */
const storage = memoryStorage();

/** What the comparison reads of a site configuration; the rest of it plays no part. */
const CONFIG = { name: "Icaro", template: { branding: DEFAULT_BRANDING, ads: [] } } as unknown as SiteConfig;

const ROOT = {
  apiPrefix: "/api/v3/",
  siteId: 763,
  site: {
    name: "Icaro",
    themeColor: "#102245",
    colors: { ...DEFAULT_BRANDING.colors },
    logo: DEFAULT_BRANDING.logos.small,
    favicon: DEFAULT_BRANDING.favicon.url,
  },
} as RootData;

/** A page's window: React Router's router. */
function page() {
  const revalidate = vi.fn(async () => {});
  const win = { __reactRouterDataRouter: { revalidate } };
  return { win: win as unknown as Window, revalidate };
}

const answer = (config: SiteConfig, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(config), { status, headers: { "content-type": "application/json" } }),
  );

describe("the remote config", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    // The one browser storage of the page (core/storage/local-storage-entry.ts browserStorage).
    storage.clear();
    vi.stubGlobal("window", { localStorage: storage });
    fetch = vi.fn(() => answer(CONFIG));
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads the site configuration with a 60 s time-out, then not again for 12 hours", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const first = page();
    const firstOutcome = await refreshRemoteConfig(ROOT, first.win);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v3/site/config?app=web&site_id=763");
    expect(init.credentials).toBe("same-origin");
    expect(timeout).toHaveBeenCalledWith(60_000);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    // Nothing changed: the page stays as it is.
    expect(firstOutcome).toBe("same");
    expect(first.revalidate).not.toHaveBeenCalled();

    vi.setSystemTime(NOW + REMOTE_CONFIG_INTERVAL_MS - 1);
    const second = page();
    expect(await refreshRemoteConfig(ROOT, second.win)).toBe("fresh");
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.setSystemTime(NOW + REMOTE_CONFIG_INTERVAL_MS);
    await refreshRemoteConfig(ROOT, page().win);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reads the page's data again when the configuration changed since the page was rendered", async () => {
    fetch.mockImplementation(() =>
      answer({
        ...CONFIG,
        template: { ...CONFIG.template, branding: { ...DEFAULT_BRANDING, colors: { primary: "#0a3d62" } } },
      }),
    );
    const { win, revalidate } = page();
    expect(await refreshRemoteConfig(ROOT, win)).toBe("applied");
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next page after a failed read (an error answer, no connection, the time-out)", async () => {
    for (const failure of [() => answer(CONFIG, 503), () => Promise.reject(new TypeError("offline"))]) {
      fetch.mockImplementationOnce(failure);
      const { win, revalidate } = page();
      expect(await refreshRemoteConfig(ROOT, win)).toBe("failed");
      expect(revalidate).not.toHaveBeenCalled();
    }
    const next = page();
    expect(await refreshRemoteConfig(ROOT, next.win)).toBe("same");
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("does nothing on a page rendered without the site's configuration (/coming_soon)", async () => {
    const { win } = page();
    expect(await refreshRemoteConfig({ ...ROOT, site: null }, win)).toBe("skipped");
    expect(fetch).not.toHaveBeenCalled();
  });
});
