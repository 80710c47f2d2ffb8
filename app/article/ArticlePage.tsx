import type { Route } from "./+types/ArticlePage";
import { ArticleView } from "./ArticleView.tsx";
import { ARTICLE_HANDLE, articlePageMeta } from "./article-head.ts";
import { articleLoader } from "./article-loader.ts";
import "./article.css";

/** Every URL form of a news story (docs/behaviour/content.md#content-pages: /{post}/news_stories/…). */
export const loader = articleLoader("news_stories");
export const meta = articlePageMeta;
export const handle = ARTICLE_HANDLE;

export default function ArticlePage({ loaderData: data }: Route.ComponentProps) {
  return <ArticleView key={data.article.id} data={data} />;
}
