import type { ArticleJson } from "./content.ts";

/**
 * What a story card shows (app/ui/ArticleCard.tsx): the loaders send this projection, not the
 * whole story, because React Router writes loader data into the page a second time for
 * hydration; tags, links, videos and the publisher's details are ~70% of a story's JSON and no
 * card shows them. A full `ArticleJson` (from an API call in the browser) fits this type too.
 */
export type ArticleCardJson = {
  id: number;
  context: ArticleJson["context"];
  name: string;
  /** Shown by the lead card only; "" where the list never shows it. */
  description: string;
  publish_date: string;
  /** The story's own language: its headline is marked with it on another locale's page. */
  language: ArticleJson["language"];
  publisher: { name: string; common_name: string };
  /**
   * The first section only. The card shows the page's own label of `key` (the site's sections in
   * the page's language); `label`, in the story's language, only for a section the site lacks.
   */
  verticals: { key?: string; label: string }[];
  /** The first photo only (the card's picture). */
  photos: { original: string; width?: number; height?: number }[];
  /** A video's length in seconds, when its data says (the card's play badge shows it). */
  duration?: number;
};

/** The card of a story; `description` only for lists whose first card is the lead (the hero). */
export function toArticleCard(
  article: ArticleJson,
  options: { description?: boolean } = {},
): ArticleCardJson {
  const photo = article.photos[0];
  const section = article.verticals[0];
  const duration = article.context === "videos" ? article.videos[0]?.duration : undefined;
  return {
    id: article.id,
    context: article.context,
    name: article.name,
    description: options.description ? article.description : "",
    publish_date: article.publish_date,
    language: article.language,
    publisher: { name: article.publisher.name, common_name: article.publisher.common_name },
    verticals: section ? [{ key: section.key, label: section.label }] : [],
    photos: photo ? [{ original: photo.original, width: photo.width, height: photo.height }] : [],
    ...(duration ? { duration } : {}),
  };
}
