import { useEffect } from "react";
import { useLocation } from "react-router";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";

type Module = typeof import("./page-notices.ts");

/*
 * This file imports nothing that page-notices.ts imports too: a module shared by the two would be
 * put in the header island's chunk and exported from it under mangled names, which costs the
 * shell, on every page, the bytes of the renamed access (the first load is at its limit).
 */

/** docs/behaviour/limits.md#timers idle prefetch timeout (IDLE_PREFETCH_TIMEOUT_MS of core/page-load/prefetch-rules.ts). */
const IDLE_TIMEOUT_MS = 2000;

let loaded: Module | null = null;
let requested: Promise<Module> | null = null;

/** Runs `task` when the browser is idle, within the spec's 2000 ms at the latest; answers a stop. */
function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

function load(): Promise<Module> {
  requested ??= import("./page-notices.ts").then((module) => {
    loaded = module;
    return module;
  });
  return requested;
}

/**
 * Starts the page's notices (page-notices.ts: the offline indicator, the data-saver popup, the
 * idle prefetch) when the browser is idle, within 2000 ms (docs/behaviour/limits.md#timers), and prefetches the links in
 * view after each navigation. Until the module has arrived, a click on an external link while
 * the reader saves data is held and asked about once it has. Rendered by the header's island
 * (app/layouts/HeaderEnd.tsx), itself off every page's first load.
 */
export function NoticesStarter() {
  const root = useRootData();
  const i18n = useI18n();
  const dataSaving = root?.dataSaving === true;
  const { pathname, search } = useLocation();

  useEffect(() => {
    const options = { i18n, dataSaving };
    if (loaded) {
      loaded.startPageNotices(options);
      return;
    }
    const hold = (event: MouseEvent) => {
      if (loaded || event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
      const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
        ?.saveData;
      // The rule of core/page-load/page-notices.ts (externalLink, savingData), read off the anchor itself.
      if (!anchor || !/^https?:$/.test(anchor.protocol) || anchor.origin === window.location.origin) return;
      if (!dataSaving && saveData !== true) return;
      const url = new URL(anchor.href);
      event.preventDefault();
      const newTab = event.ctrlKey || event.metaKey || event.shiftKey || anchor.target === "_blank";
      void load().then((module) => {
        module.startPageNotices(options);
        void module.askBeforeLeaving(anchor, url, newTab);
      });
    };
    document.addEventListener("click", hold);
    const stop = whenIdle(() => void load().then((module) => module.startPageNotices(options)));
    return () => {
      document.removeEventListener("click", hold);
      stop();
    };
  }, [i18n, dataSaving]);

  // The links in view of each page, once it is shown and the browser is idle (started first, so
  // the data-saving setting is known whichever idle callback runs first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what it waits for.
  useEffect(() => {
    let cancelled = false;
    const stop = whenIdle(() => {
      void load().then((module) => {
        if (cancelled) return;
        module.startPageNotices({ i18n, dataSaving });
        module.prefetchVisibleLinks();
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [pathname, search, i18n, dataSaving]);
  return null;
}
