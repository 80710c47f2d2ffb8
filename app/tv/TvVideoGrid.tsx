import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { StaticIsland } from "#app/ui/StaticIsland.tsx";
import type { ArticleCardJson } from "#core/article-card.ts";
import { type GalleryPlace, videoCardHref } from "#core/tv-pages.ts";

/**
 * Video cards. In a gallery (`gallery`), each opens the video in the gallery form so the player
 * goes on with the videos after it (`firstIndex` is the first card's place on the gallery page);
 * otherwise the video's own page. Markup only, as a static island: the cards cost no hydration
 * (app/ui/StaticIsland.tsx). `row` lays them out as a row to swipe sideways on a phone.
 */
export function TvVideoGrid({
  videos,
  gallery = null,
  firstIndex = 0,
  layout = "grid",
  lead = false,
  showSection = true,
}: {
  videos: ArticleCardJson[];
  gallery?: GalleryPlace | null;
  firstIndex?: number;
  layout?: "grid" | "row";
  /** The first card is the big one (the featured lead). */
  lead?: boolean;
  showSection?: boolean;
}) {
  return (
    <StaticIsland
      as="ul"
      className={layout === "row" ? "section-row" : "tv-grid"}
      cacheKey={`tv ${JSON.stringify([gallery, firstIndex, lead, showSection, videos])}`}
    >
      {videos.map((video, index) => (
        <li key={video.id} className={lead && index === 0 ? "tv-grid__lead" : undefined}>
          <ArticleCard
            article={video}
            variant={lead && index === 0 ? "lead" : "standard"}
            priority={lead && index === 0}
            showSection={showSection}
            href={videoCardHref(video, gallery, firstIndex + index)}
          />
        </li>
      ))}
    </StaticIsland>
  );
}
