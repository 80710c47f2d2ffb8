import type { ArticleCardJson } from "#core/content/article-card.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";

/**
 * Where a card links: the article page's `/{post}/{type}/{id}/{slug}` form (docs/behaviour/content.md#content-pages "Content
 * pages"), with the publisher's slug as `post` ("noproxy" when it has none).
 */
export function articleHref(article: Pick<ArticleCardJson, "id" | "context" | "name" | "publisher">): string {
  return articlePath({
    post: slugify(article.publisher.name) || NO_PROXY_POST,
    type: article.context,
    id: article.id,
    slug: slugify(article.name) || undefined,
  });
}
