import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { fetchReaderFollows } from "#app/favorites/reader-follows.ts";
import { PageError } from "#app/routing/page-loader.ts";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import type { ArticleJson } from "#core/content/content.ts";
import {
  defaultFollows,
  FEED_PAGE_STATE_DEFAULT,
  type FeedRequest,
  type FeedSource,
  feedRequest,
  feedRequestUrl,
  feedSource,
  parseFeedQuery,
  psidFromCookie,
} from "#core/content/feed-pages.ts";
import { followKey } from "#core/favorites/follows.ts";
import { localizeArticle } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { type FeedKind, parseSelected, type Selected } from "#core/routing/feed-urls.ts";
import type { SiteConfig } from "#core/site/site-config.ts";

export type FeedPageData = {
  kind: FeedKind;
  selected: Selected;
  /** The section filtered on (context `sections`), to show its label. */
  section: string | null;
  page: number;
  per: number;
  /** Epoch ms the list is pinned to; kept in the URL so pages do not shift while stories arrive. */
  ts: number;
  items: ArticleCardJson[];
  /** The request every page is loaded with; the browser sends it too while scrolling. */
  request: FeedRequest;
  /** What the list is when it is not what the feed promises: the site's suggested follows, or the general feed. */
  note: "suggested" | "general" | null;
  /**
   * A signed-in reader's tid for the recommender. An anonymous reader's PSID is never written into
   * the page (a cached page would hand it to others): the browser reads it from its cookie.
   */
  userTid: string | null;
};

/** The selection of a feed URL and what it lists, or null (a 404). */
export function feedSelection(kind: FeedKind, param: string | undefined) {
  const selected = param === undefined ? null : parseSelected(param);
  const source = selected && feedSource(kind, selected);
  return selected && source ? { selected, source } : null;
}

async function fetchList(
  context: IcaroLoadContext,
  request: FeedRequest,
  page: number,
  userId: string | null,
): Promise<ArticleJson[]> {
  // An unknown profile is a 404 page; a page the API refuses, a 400 page. The method is always
  // given, so a feed is never one of the answers shared between readers.
  return apiJson<ArticleJson[]>(context, feedRequestUrl(request, page, userId ?? undefined), {
    method: request.method,
    body: request.body,
  });
}

/**
 * One page of a feed for the server render. The recommender needs a reader (the signed-in
 * user's tid, or anon-<psid> from the cookie): without one, or when it has nothing on page 1,
 * the feed is the general one. My feed lists the reader's follows (a guest's by PSID, which are
 * the site's default follows until they choose; the page then says they are suggested); without
 * any it is the general feed too.
 */
export async function loadFeedPage(
  kind: FeedKind,
  {
    request,
    params,
    context,
  }: { request: Request; params: { selected?: string }; context: IcaroLoadContext },
): Promise<FeedPageData> {
  const found = feedSelection(kind, params.selected);
  if (!found) throw data({ message: "This page could not be found" }, { status: 404 });
  const query = parseFeedQuery(new URL(request.url).searchParams);
  if (!query.ok) throw new PageError(query.status, query.code);
  const { page } = query.query;
  const ts = query.query.ts ?? Date.now();
  const per = FEED_PAGE_STATE_DEFAULT.per;
  const options = { apiPrefix: context.apiPrefix, per, language: context.locale, ts };
  const general: FeedSource = { kind: "newest" };

  let source = found.source;
  let note: FeedPageData["note"] = null;
  const psid = psidFromCookie(request.headers.get("cookie"));
  const userId = context.user?.tid ?? (psid ? `anon-${psid}` : null);
  let follows: ReturnType<typeof defaultFollows> = [];
  if (source.kind === "recommended" && !userId) {
    source = general;
    note = "general";
  } else if (source.kind === "followed") {
    const [config, reader] = await Promise.all([
      apiJson<SiteConfig>(context, `site/config?app=web&site_id=${context.siteId}`),
      fetchReaderFollows(context),
    ]);
    follows = reader.map(({ id, context: profileContext }) => ({ id, context: profileContext }));
    const suggested = defaultFollows(config.site_default_follows).map(followKey).sort().join(",");
    source = follows.length > 0 ? source : general;
    note =
      follows.length === 0
        ? "general"
        : follows.map(followKey).sort().join(",") === suggested
          ? "suggested"
          : null;
  }
  let list = feedRequest(source, options, follows);
  let items = await fetchList(context, list, page, userId);
  if (source.kind === "recommended" && page === 1 && items.length === 0) {
    list = feedRequest(general, options);
    items = await fetchList(context, list, page, userId);
    note = "general";
  }
  return {
    kind,
    selected: found.selected,
    section: found.source.kind === "newest" ? (found.source.section ?? null) : null,
    page,
    per,
    ts,
    items: items.map((article) => toArticleCard(localizeArticle(article, context.locale))),
    request: list,
    note,
    userTid: context.user?.tid ?? null,
  };
}
