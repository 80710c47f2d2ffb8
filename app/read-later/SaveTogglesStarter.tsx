import { useEffect } from "react";
import { useLoginPopup } from "#app/account/LoginPopup.tsx";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";

type Module = typeof import("./save-toggles.ts");

let loaded: Module | null = null;

/**
 * Loads the page's save toggles' one listener (save-toggles.ts) when the browser is idle, or at
 * once on the reader's first pointer, key or focus, and hands it the reader. A click on a toggle
 * before the module has arrived is kept and replayed. Rendered by the header's island
 * (app/layouts/HeaderEnd.tsx), which is itself off every page's first load.
 */
export function SaveTogglesStarter() {
  const root = useRootData();
  const i18n = useI18n();
  const siteName = root?.site?.name ?? "";
  const apiPrefix = root?.apiPrefix ?? "/api/v3/";
  const reader = root?.user?.tid ?? null;
  const localePrefix = root ? root.localePrefixes[root.locale] : "";
  const { open: openLogin } = useLoginPopup();

  useEffect(() => {
    if (!siteName) return;
    const options = { siteName, apiPrefix, reader, i18n, localePrefix, openLogin };
    if (loaded) {
      loaded.startSaveToggles(options);
      return;
    }
    const pending: Element[] = [];
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      void import("./save-toggles.ts").then((module) => {
        loaded = module;
        document.removeEventListener("click", keep, true);
        module.startSaveToggles(options);
        for (const button of pending.splice(0)) {
          if (button.hasAttribute("data-like")) void module.clickLike(button as HTMLButtonElement);
          else void module.clickToggle(button as HTMLButtonElement);
        }
      });
    };
    const keep = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.("button[data-save], button[data-like]");
      if (!button || loaded) return;
      event.preventDefault();
      event.stopPropagation();
      pending.push(button);
      load();
    };
    document.addEventListener("click", keep, true);
    const triggers = ["pointerdown", "keydown", "focusin"] as const;
    for (const name of triggers) document.addEventListener(name, load, { once: true, passive: true });
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 2000 })
      : window.setTimeout(load, 2000);
    return () => {
      document.removeEventListener("click", keep, true);
      for (const name of triggers) document.removeEventListener(name, load);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [siteName, apiPrefix, reader, i18n, localePrefix, openLogin]);
  return null;
}
