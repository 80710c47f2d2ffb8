import { describe, expect, it, vi } from "vitest";
import { entryTtl } from "#core/storage/local-storage-entry.ts";
import { adblockerKey, adScriptReachable, PROBE_TIMEOUT_MS, requestAd } from "./ad-loader.ts";

describe("the adblock notice's key", () => {
  it("is the site's, and lives 12 hours (docs/behaviour/platform.md#local-storage-expiry)", () => {
    expect(adblockerKey("Icaro News")).toBe("IcaroNewsAdBlocker");
    expect(entryTtl(adblockerKey("Icaro"))).toBe(12 * 60 * 60 * 1000);
  });
});

describe("the adblock probe", () => {
  it("sends a HEAD request without credentials and takes an answer as reachable", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 200 }));
    expect(await adScriptReachable("https://ads.example.com/tag.js", fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://ads.example.com/tag.js",
      expect.objectContaining({ method: "HEAD", mode: "no-cors", credentials: "omit" }),
    );
  });

  it("takes a failed request (what a blocker does) as blocked", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await adScriptReachable("https://ads.example.com/tag.js", fetchImpl)).toBe(false);
  });

  it("does not take a slow answer for a blocker", async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = (_: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        );
      const answer = adScriptReachable("https://ads.example.com/tag.js", fetchImpl);
      await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
      expect(await answer).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the slot queue", () => {
  it("queues a slot once in window.icaroAds, or hands it to a script that has taken the queue over", () => {
    const slot = { dataset: {} as DOMStringMap } as HTMLElement;
    const win = {} as Window;
    requestAd(win, slot);
    requestAd(win, slot);
    expect(win.icaroAds).toEqual([slot]);
    expect(slot.dataset.adState).toBe("requested");
    const filled: HTMLElement[] = [];
    const other = { dataset: {} as DOMStringMap } as HTMLElement;
    win.icaroAds = { push: (next: HTMLElement) => filled.push(next) };
    requestAd(win, other);
    expect(filled).toEqual([other]);
  });
});
