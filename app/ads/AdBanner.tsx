import { useEffect } from "react";

type Loader = typeof import("./ad-loader.ts");

/**
 * Starts a page's banner ad: the banner's HTML is the server's (app/ads/ad-markup.server.tsx),
 * written by the layout as static markup; this island, off the first load (app/ui/lazy-island.tsx),
 * draws nothing and, when the browser is idle, loads the ad loader (ad-loader.ts), which waits for
 * the reader's consent to advertising. It imports nothing of the shell but React: a new importer
 * of the shell's other exports renames them all, and the names are in every page's first load
 * (scripts/shell-chunk.ts). `html` is the banner's markup: another page's is a new slot to fill.
 */
export function AdBanner({ html }: { html: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup (another page's banner) is a new slot to fill
  useEffect(() => {
    const area = document.querySelector<HTMLElement>("[data-ad-area]");
    if (!area) return;
    let stop = () => {};
    let cancelled = false;
    const load = () => {
      void import("./ad-loader.ts").then((loader: Loader) => {
        if (!cancelled) stop = loader.startAds({ area, siteName: area.dataset.site ?? "" });
      });
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1000);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop();
    };
  }, [html]);
  return null;
}
