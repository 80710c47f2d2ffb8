import { consentBannerOpen, whenConsented } from "#core/consent/consent.ts";
import {
  browserStorage,
  type EntryStorage,
  readEntry,
  siteStorageKey,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";

/*
 * The ad loader (docs/behaviour/consent-ads-analytics.md#banner-ad, docs/behaviour/platform.md#platform-calls; docs/decisions/0080), off every first load:
 * AdBanner.tsx imports it when the browser is idle, on pages that carry a banner. Nothing third
 * party happens before the reader consents to advertising (whenConsented); a rejection never
 * loads anything, and a later "accept" (the consent event) starts it without a reload.
 *
 * Then it
 *  1. probes the publisher tag with a HEAD request (docs/behaviour/consent-ads-analytics.md#ad-blocker: ad blocking detection); when the
 *     request fails, the adblock notice is offered (once per 12 hours, never over the consent
 *     banner);
 *  2. adds the publisher-tag and partner scripts to the head, once per page, when configured;
 *  3. asks them to fill the slot the reader sees (the stylesheet shows the desktop or the mobile
 *     one) through the queue contract below.
 *
 * The contract for the ad scripts — a queue like googletag.cmd: `window.icaroAds` is an array of
 * slot elements waiting for an ad. A script, once loaded, fills each one (reading the slot's data
 * attributes: data-placement, data-video-placement, data-account, data-sizes "728x90,970x250",
 * data-ad-target "key|value,…", data-format, data-mobile), sets data-ad-state="filled" on it,
 * and replaces `push` with a function that fills a slot at once. The slot keeps its reserved size
 * (--ad-width/--ad-height); an ad drawn inside that box moves nothing.
 */

declare global {
  interface Window {
    icaroAds?: HTMLElement[] | { push(slot: HTMLElement): unknown };
  }
}

/** The HEAD probe's limit: a slow answer is not taken for a blocker. */
export const PROBE_TIMEOUT_MS = 5000;

type Fetch = (input: string, init?: RequestInit) => Promise<unknown>;

/**
 * Whether the ad script's address can be reached: false when the request fails (what a blocker
 * does), true when it answers or only takes too long.
 */
export async function adScriptReachable(url: string, fetchImpl: Fetch = fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetchImpl(url, {
      method: "HEAD",
      mode: "no-cors",
      cache: "no-store",
      credentials: "omit",
      signal: controller.signal,
    });
    return true;
  } catch {
    return controller.signal.aborted;
  } finally {
    clearTimeout(timer);
  }
}

/** Adds the script to the head once per page (async, no referrer). */
export function addScript(doc: Document, src: string): void {
  for (const script of doc.head.querySelectorAll("script[data-icaro-ad]")) {
    if (script.getAttribute("src") === src) return;
  }
  const script = doc.createElement("script");
  script.src = src;
  script.async = true;
  script.referrerPolicy = "no-referrer";
  script.dataset.icaroAd = "";
  doc.head.append(script);
}

/** The slot the stylesheet shows at this width (the other is display: none). */
export function visibleSlot(area: HTMLElement): HTMLElement | null {
  for (const slot of area.querySelectorAll<HTMLElement>("[data-ad-slot]")) {
    if (slot.getClientRects().length > 0) return slot;
  }
  return null;
}

/** Hands the slot to the ad scripts' queue (see the contract above). */
export function requestAd(win: Window, slot: HTMLElement): void {
  if (slot.dataset.adState) return;
  slot.dataset.adState = "requested";
  const queue = win.icaroAds ?? [];
  win.icaroAds = queue;
  queue.push(slot);
}

export type NoticeOptions = { doc: Document; storage: EntryStorage; key: string; now?: () => number };

/**
 * Shows the adblock notice from its template (a modal <dialog>: focus moves into it, Escape closes
 * it, focus returns where it was), unless it was answered in the last 12 hours; waits while the
 * consent banner is up. It is remembered as soon as it is shown, and again at any answer —
 * continue, contact support, Escape.
 */
export function offerAdblockNotice({ doc, storage, key, now = Date.now }: NoticeOptions): () => void {
  let observer: MutationObserver | null = null;
  const show = () => {
    if (readEntry(storage, key, now()) !== null) return;
    const template = doc.querySelector<HTMLTemplateElement>("template[data-adblock-notice]");
    const dialog = template?.content.firstElementChild?.cloneNode(true) as HTMLDialogElement | undefined;
    if (!dialog || doc.querySelector("dialog.adblock-notice")) return;
    const previous = doc.activeElement as HTMLElement | null;
    doc.body.append(dialog);
    dialog.addEventListener("close", () => {
      writeEntry(storage, key, true, now());
      dialog.remove();
      previous?.focus?.();
    });
    dialog.querySelector("[data-adblock-continue]")?.addEventListener("click", () => dialog.close());
    dialog.querySelector("[data-adblock-support]")?.addEventListener("click", () => {
      writeEntry(storage, key, true, now());
    });
    dialog.showModal();
    // Told once is enough for 12 hours, whatever happens to the dialog next (an answer, a
    // navigation, the page replacing its body while it hydrates).
    writeEntry(storage, key, true, now());
  };
  if (!consentBannerOpen(doc)) {
    show();
    return () => {};
  }
  observer = new MutationObserver(() => {
    if (consentBannerOpen(doc)) return;
    observer?.disconnect();
    show();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer?.disconnect();
}

/**
 * The notice's storage key: the site's name without spaces, like docs/behaviour/platform.md#local-storage-keys keys
 * (core/storage/local-storage-entry.ts siteStorageKey), then "AdBlocker" — a key with "adblocker" in it
 * lives 12 hours (docs/behaviour/platform.md#local-storage-expiry).
 */
export function adblockerKey(siteName: string): string {
  return siteStorageKey(siteName, "AdBlocker");
}

export type StartOptions = { area: HTMLElement; siteName: string; win?: Window; fetchImpl?: Fetch };

/** Starts the ads of one banner area once the reader consents; returns the function that stops waiting. */
export function startAds({ area, siteName, win = window, fetchImpl }: StartOptions): () => void {
  const doc = win.document;
  const publisherTag = area.dataset.publisherTag;
  const partnerAds = area.dataset.partnerAds;
  let stopNotice = () => {};
  let stopped = false;
  const stopConsent = whenConsented(
    "advertising",
    () => {
      if (stopped) return;
      if (publisherTag) {
        void adScriptReachable(publisherTag, fetchImpl).then((reachable) => {
          if (reachable || stopped) return;
          // What the probe found, on the page (the notice may be remembered and not shown).
          area.dataset.adblock = "blocked";
          const key = adblockerKey(siteName);
          stopNotice = offerAdblockNotice({ doc, storage: browserStorage(), key });
        });
        addScript(doc, publisherTag);
      }
      if (partnerAds) addScript(doc, partnerAds);
      const slot = visibleSlot(area);
      if (slot) requestAd(win, slot);
    },
    win,
  );
  return () => {
    stopped = true;
    stopConsent();
    stopNotice();
  };
}
