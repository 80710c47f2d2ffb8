import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { type ArticleJson, RELATED_N } from "#core/content/content.ts";
import { localizeArticle } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { type ContentType, isCensAlertPost } from "#core/routing/article-urls.ts";
import { encodeSegment } from "#core/routing/url-segments.ts";
import { canonicalArticlePath, parseArticleId } from "./article-links.ts";
import { articleVideoLink, chooseVideoSource, needsScriptToPlay } from "./video-source.ts";

/** How many related stories the page shows. */
export const RELATED_SIZE = 6;

/** The "content not found" page (status 404) that RouteErrorView shows for a missing story or video. */
function contentNotFound() {
  return data({ message: "content_not_found" }, { status: 404 });
}

function isArticleList(value: unknown): value is ArticleJson[] {
  return Array.isArray(value) && value.every((item) => typeof item?.id === "number");
}

/**
 * Related stories (docs/behaviour/content.md#related-articles): `api/v4/related`, on failure `{post}/{type}/{id}/related`, then an
 * empty list. Never rejects, so a failing recommender cannot break the article.
 */
export async function loadRelated(
  context: Pick<IcaroLoadContext, "api" | "apiPrefix">,
  { post, type, id }: { post: string; type: ContentType; id: number },
): Promise<ArticleJson[]> {
  const paths = [
    `/api/v4/related/${type}/${id}?N=${RELATED_N}&summary=true&size=${RELATED_SIZE}&page=1`,
    `${context.apiPrefix}${encodeSegment(post)}/${type}/${id}/related?per=${RELATED_SIZE}&page=1`,
  ];
  for (const path of paths) {
    // A failing source: the next one, then the empty list.
    const list = await apiJson<unknown, null>(context, path, { otherwise: null });
    if (isArticleList(list)) return list.filter((item) => item.id !== id).slice(0, RELATED_SIZE);
  }
  return [];
}

/**
 * The loader of every article and video URL form (docs/behaviour/content.md#article-loading): the story is
 * fetched (an unknown or non-numeric id is the "content not found" 404); related stories are
 * returned as a promise, streamed after the first screen. `post` is kept as given: "noproxy"
 * means no proxy, and since Icaro serves its own content there is nothing to proxy either way,
 * so the server reads the story the same for every post value.
 */
export function articleLoader(type: ContentType) {
  return pageLoader({
    load: async ({ params, context, request }) => {
      const id = parseArticleId(params.id);
      if (id === null) throw contentNotFound();
      const list = await apiJson<unknown>(context, `media/${type}/${id}&frequency=2&offset=1`);
      const found = isArticleList(list) ? list[0] : undefined;
      if (!found) throw contentNotFound();
      const article = localizeArticle(found, context.locale);
      const post = params.post ?? "";
      const query = new URL(request.url).searchParams;
      return {
        article,
        post,
        // docs/behaviour/routes.md#page-titles: a CENS alert's page is titled as one; a story or video by its name.
        title: isCensAlertPost(post) ? context.i18n.t("head.censAlert", { title: article.name }) : null,
        canonicalPath: canonicalArticlePath(article),
        apiPrefix: context.apiPrefix,
        // Kept for the Rewards capability (docs/behaviour/rewards.md#conditions): the campaign that brought the reader.
        campaign: { clickid: query.get("clickid"), utmCampaign: query.get("utm_campaign") },
        related: loadRelated(context, { post, type, id }),
        // A video that plays only with a script shows the no-JavaScript banner (root.tsx).
        needsScript: type === "videos" && needsScriptToPlay(chooseVideoSource(articleVideoLink(article))),
      };
    },
  });
}

export type ArticleLoaderData = Awaited<ReturnType<ReturnType<typeof articleLoader>>>;
