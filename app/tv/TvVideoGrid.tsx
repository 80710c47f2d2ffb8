import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import type { ArticleCardJson } from "#core/content/article-card.ts";
import { type GalleryPlace, videoCardHref } from "#core/routing/tv-page-urls.ts";

/**
 * Video cards. In a gallery (`gallery`), each opens the video in the gallery form so the player
 * goes on with the videos after it (`firstIndex` is the first card's place on the gallery page);
 * otherwise the video's own page. `row` lays them out as a row to swipe sideways on a phone. Not a
 * static island (app/ui/StaticIsland.tsx) as on the home: sharing it split it out of the home's
 * chunk and cost the home ~0.2 KB of first-load JavaScript, over its budget; these cards (links,
 * no state) hydrate cheaply.
 */
export function TvVideoGrid({
  videos,
  gallery = null,
  firstIndex = 0,
  layout = "grid",
  showSection = true,
  headingLevel = 3,
  priority = false,
}: {
  videos: ArticleCardJson[];
  gallery?: GalleryPlace | null;
  firstIndex?: number;
  /** `hero`: the first card big, the others a compact list beside it (below on a phone). */
  layout?: "grid" | "row" | "hero";
  showSection?: boolean;
  /** 2 where the cards come straight under the page's h1 (the gallery), so no level is skipped. */
  headingLevel?: 2 | 3;
  /** The first card is above the fold: its picture loads at once (the page's largest paint). */
  priority?: boolean;
}) {
  const href = (video: ArticleCardJson, index: number) => videoCardHref(video, gallery, firstIndex + index);
  if (layout === "hero") {
    const [lead, ...others] = videos;
    if (!lead) return null;
    return (
      <div className="home-hero">
        <ArticleCard article={lead} variant="lead" priority href={href(lead, 0)} />
        <ul className="home-list">
          {others.map((video, index) => (
            <li key={video.id}>
              <ArticleCard article={video} variant="compact" href={href(video, index + 1)} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={layout === "row" ? "section-row" : "tv-grid"}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <ArticleCard
            article={video}
            showSection={showSection}
            headingLevel={headingLevel}
            priority={priority && index === 0}
            href={href(video, index)}
          />
        </li>
      ))}
    </ul>
  );
}
