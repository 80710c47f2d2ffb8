import { lazyIsland } from "#app/ui/lazy-island.tsx";

/**
 * What starts the page's banner ad (AdBanner.tsx), off the first load, in ReaderZone's chunk (one
 * lazy import for the sports pages, not two).
 */
const AdStartIsland = lazyIsland(() =>
  import("#app/sports/ReaderZone.tsx").then((module) => module.AdBanner),
);

/**
 * A page's top banner ad (docs/behaviour/consent-ads-analytics.md#banner-ad): the server's markup, written by the layout itself
 * (an island's content may be streamed after the first paint, and a banner arriving then would
 * push the page down), and its starter. Nothing when the page has no banner.
 */
export function PageBanner({ banner }: { banner: string | undefined }) {
  if (!banner) return null;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup (React-escaped, app/ads/ad-markup.server.tsx) */}
      <div dangerouslySetInnerHTML={{ __html: banner }} />
      <AdStartIsland html={banner} />
    </>
  );
}
