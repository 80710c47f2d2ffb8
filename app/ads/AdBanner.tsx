import { useEffect, useRef } from "react";

type Loader = typeof import("./ad-loader.ts");

/**
 * A page's banner ad: its HTML is the server's (app/ads/ad-markup.server.tsx), shown as an island
 * off the first load (app/ui/lazy-island.tsx). When the browser is idle it loads the ad loader
 * (ad-loader.ts), which waits for the reader's consent to advertising. It takes everything as
 * props and imports nothing of the shell but React: a new importer of the shell's other exports
 * renames them all, and the names are in every page's first load (scripts/shell-chunk.ts).
 */
export function AdBanner({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup (another page's banner) is a new slot to fill
  useEffect(() => {
    const area = ref.current?.querySelector<HTMLElement>("[data-ad-area]");
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup (React-escaped), not configuration text
  return <div ref={ref} className="ad-area" dangerouslySetInnerHTML={{ __html: html }} />;
}
