import { useEffect } from "react";
import { useLoginPopup } from "#app/account/LoginPopup.tsx";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useApiPrefix, useRootData } from "#app/root-data.ts";
import { likeAccess } from "#core/account/permissions.ts";
import { EARLY_TOGGLES, TOGGLES_READY, TOGGLES_WAKE } from "#core/read-later/early-toggle-clicks-script.ts";
import { siteStorageKey } from "#core/storage/local-storage-entry.ts";

type Module = typeof import("./save-toggles.ts");
type EarlyClicks = {
  [EARLY_TOGGLES]?: Element[];
  [TOGGLES_READY]?: boolean;
  [TOGGLES_WAKE]?: () => void;
};

/**
 * Whether the page has something to mark as soon as it can: the reader's saved stories (signed in,
 * or a guest's list on this device) or a story's like button to add.
 */
function somethingToMark(siteName: string, reader: string | null): boolean {
  if (reader !== null || document.querySelector(".story-actions[data-like]")) return true;
  try {
    return localStorage.getItem(siteStorageKey(siteName, "ReadLater")) !== null;
  } catch {
    return false;
  }
}

let loaded: Module | null = null;

/**
 * Loads the page's save toggles' one listener (save-toggles.ts) when the browser is idle, or at
 * once on the reader's first pointer, key or focus, and hands it the reader. A click on a toggle
 * before the module has arrived, even before this starter, is kept by the head's script
 * (core/read-later/early-toggle-clicks-script.ts) and replayed. Rendered by the header's island
 * (app/layouts/HeaderEnd.tsx), which is itself off every page's first load.
 */
export function SaveTogglesStarter() {
  const root = useRootData();
  const i18n = useI18n();
  const siteName = root?.site?.name ?? "";
  const apiPrefix = useApiPrefix();
  const reader = root?.user?.tid ?? null;
  // docs/behaviour/accounts.md#permissions: the account's scopes say whether it may like.
  const likes = likeAccess(root?.user);
  const localePrefix = root ? root.localePrefixes[root.locale] : "";
  const { open: openLogin } = useLoginPopup();

  useEffect(() => {
    if (!siteName) return;
    const options = { siteName, apiPrefix, reader, likes, i18n, localePrefix, openLogin };
    if (loaded) {
      loaded.startSaveToggles(options);
      return;
    }
    // Clicks on toggles before the module is here are kept by the head's script (its queue).
    const early = window as unknown as EarlyClicks;
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      void import("./save-toggles.ts").then((module) => {
        loaded = module;
        early[TOGGLES_READY] = true;
        module.startSaveToggles(options);
        for (const button of (early[EARLY_TOGGLES] ?? []).splice(0)) {
          if (button.hasAttribute("data-like")) void module.clickLike(button as HTMLButtonElement);
          else void module.clickToggle(button as HTMLButtonElement);
        }
      });
    };
    early[TOGGLES_WAKE] = load;
    if ((early[EARLY_TOGGLES]?.length ?? 0) > 0) load();
    const triggers = ["pointerdown", "keydown", "focusin"] as const;
    for (const name of triggers) document.addEventListener(name, load, { once: true, passive: true });
    // Nothing to mark (a guest with no saved story, no like button): the toggles' HTML is right as
    // it is, and the listener waits for the reader's first move rather than cost every visit.
    const idle = !somethingToMark(siteName, reader)
      ? null
      : window.requestIdleCallback
        ? window.requestIdleCallback(load, { timeout: 2000 })
        : window.setTimeout(load, 2000);
    return () => {
      early[TOGGLES_WAKE] = undefined;
      for (const name of triggers) document.removeEventListener(name, load);
      if (idle === null) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [siteName, apiPrefix, reader, likes, i18n, localePrefix, openLogin]);
  return null;
}
