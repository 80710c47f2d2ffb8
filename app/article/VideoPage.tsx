import type { Route } from "./+types/VideoPage";
import { ArticleView } from "./ArticleView.tsx";
import { ARTICLE_HANDLE, articlePageMeta } from "./article-head.ts";
import { articleLoader } from "./article-loader.ts";
import "./article.css";

/** Every URL form of a video (docs/behaviour/content.md#content-pages: /{post}/videos/…). */
export const loader = articleLoader("videos");
export const meta = articlePageMeta;
export const handle = ARTICLE_HANDLE;

export default function VideoPage({ loaderData: data }: Route.ComponentProps) {
  return <ArticleView key={data.article.id} data={data} />;
}
