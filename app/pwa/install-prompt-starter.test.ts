import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RootData } from "#app/root-data.ts";
import { installLaterKey, VISIT_GAP_MS, visitsKey } from "#core/pwa/install-prompt.ts";
import { INSTALL_EVENT, INSTALL_WAKE } from "#core/pwa/platform-head-script.ts";
import { memoryStorage, readEntry, writeEntry } from "#core/storage/local-storage-entry.ts";
import { startInstallPrompt } from "./install-prompt-starter.ts";

const NOW = Date.UTC(2026, 10, 28, 12);
/** The page's localStorage: browserStorage() keeps the first one it finds for the life of the module. */
const storage = memoryStorage();
const ROOT = { locale: "en", site: { name: "Icaro" } } as RootData;

/** A page's window: its <html> dataset, display mode and what the head's platform script keeps. */
function page(standalone = false) {
  const dataset: Record<string, string> = {};
  const win = {
    document: { documentElement: { dataset } },
    navigator: {},
    matchMedia: (query: string) => ({ matches: standalone && query === "(display-mode: standalone)" }),
  } as unknown as Window & Record<string, unknown>;
  return { win, dataset };
}

describe("the install prompt's starter", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    storage.clear();
    vi.stubGlobal("window", { localStorage: storage });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("counts the visit on every page, and offers nothing on the first visit", () => {
    const first = page();
    startInstallPrompt(ROOT, first.win);
    expect(first.dataset.installPrompt).toBe("visits");
    expect(readEntry(storage, visitsKey("Icaro"), NOW)).toEqual({ count: 1, last: NOW });
    expect(first.win[INSTALL_WAKE]).toBeUndefined();

    vi.setSystemTime(NOW + 60_000);
    startInstallPrompt(ROOT, page().win);
    expect(readEntry(storage, visitsKey("Icaro"), Date.now())).toEqual({ count: 1, last: NOW + 60_000 });
  });

  it("waits for the browser's offer from the second visit on", () => {
    writeEntry(storage, visitsKey("Icaro"), { count: 1, last: NOW - VISIT_GAP_MS - 1 }, NOW);
    const second = page();
    startInstallPrompt(ROOT, second.win);
    expect(second.dataset.installPrompt).toBe("waiting");
    expect(typeof second.win[INSTALL_WAKE]).toBe("function");
    // Woken without an event (forgotten once installed): nothing happens, it keeps waiting.
    (second.win[INSTALL_WAKE] as () => void)();
    expect(second.dataset.installPrompt).toBe("waiting");
  });

  it("offers nothing in the installed app, nor after a recent Not now", () => {
    writeEntry(storage, visitsKey("Icaro"), { count: 4, last: NOW - VISIT_GAP_MS - 1 }, NOW);
    const installed = page(true);
    installed.win[INSTALL_EVENT] = new Event("beforeinstallprompt");
    startInstallPrompt(ROOT, installed.win);
    expect(installed.dataset.installPrompt).toBe("standalone");

    writeEntry(storage, installLaterKey("Icaro"), true, NOW);
    const later = page();
    later.win[INSTALL_EVENT] = new Event("beforeinstallprompt");
    startInstallPrompt(ROOT, later.win);
    expect(later.dataset.installPrompt).toBe("later");
    expect(later.win[INSTALL_WAKE]).toBeUndefined();
  });

  it("does nothing on a page rendered without the site's configuration", () => {
    const { win, dataset } = page();
    startInstallPrompt({ ...ROOT, site: null }, win);
    expect(dataset.installPrompt).toBeUndefined();
    expect(readEntry(storage, visitsKey("Icaro"), NOW)).toBeNull();
  });
});
