import type { Route } from "./+types/VideoPage";
import { ArticleView } from "./ArticleView.tsx";
import { ARTICLE_HANDLE, articlePageMeta } from "./article-head.ts";
import { type ArticleLoaderData, articleLoader } from "./article-loader.ts";
import { articleVideoLink, chooseVideoSource, needsScriptToPlay } from "./video-source.ts";
import "./article.css";

/** Every URL form of a video (spec §2 "Content pages": /{post}/videos/…). */
export const loader = articleLoader("videos");
export const meta = articlePageMeta;
export const handle = {
  ...ARTICLE_HANDLE,
  // The no-JavaScript banner shows on a video page whose player needs a script (root.tsx).
  needsScript: (data: unknown) => {
    const article = (data as ArticleLoaderData | undefined)?.article;
    return article ? needsScriptToPlay(chooseVideoSource(articleVideoLink(article))) : false;
  },
};

export default function VideoPage({ loaderData: data }: Route.ComponentProps) {
  return <ArticleView key={data.article.id} data={data} />;
}
