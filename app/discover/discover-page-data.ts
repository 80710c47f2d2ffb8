import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { PageError } from "#app/routing/page-loader.ts";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import type { ArticleJson, DiscoverNodeJson, ProfileJson } from "#core/content/content.ts";
import { parseFeedQuery } from "#core/content/feed-pages.ts";
import {
  type DiscoverCrumb,
  type DiscoverForm,
  feedProfiles,
  idMatchesNode,
  nodeHref,
  OLYMPIC_NODE_KEY,
  olympicTarget,
  pathToKey,
  trailCrumbs,
  walkTrail,
} from "#core/discover/discover-trail.ts";
import { localizeArticle, localizeProfile } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import {
  type DiscoverNodeId,
  parseDiscoverBreadcrumb,
  parseDiscoverId,
} from "#core/routing/discover-urls.ts";
import { feedPath } from "#core/routing/feed-urls.ts";

/** Children of a dynamic node shown a page (its profiles, by name; `?page=N` goes on). */
export const DISCOVER_CHILDREN_PER = 60;
/** Stories in a node's feed. */
export const DISCOVER_STORIES_PER = 10;
/** At most this many profiles make a label's feed (the API's limit for `POST profiles/feed`). */
const FEED_PROFILES_MAX = 100;

/** A node as the page shows it: a child to drill into, or the node shown. */
export type DiscoverItem = {
  key: string;
  name: string;
  href: string;
  type: DiscoverNodeJson["type"];
  /** The profile of a profile node (where its follow button goes), null for the others. */
  profile: ProfileJson | null;
  photo: string | null;
};

export type DiscoverPageData = {
  /** The node shown; null on /discover (the top-level nodes). */
  node: DiscoverItem | null;
  crumbs: DiscoverCrumb[];
  children: DiscoverItem[];
  /** The node's stories; null when it has no feed (a label over labels: its children are its content). */
  stories: ArticleCardJson[] | null;
  /** Where all of a profile node's stories are (its feed page); null for the others. */
  allStories: string | null;
  /** Children pages of a dynamic node (`?page=N`); 1 elsewhere. */
  page: number;
  /** Whether a next page of children may exist. */
  more: boolean;
};

const notFound = () => data({ message: "This page could not be found" }, { status: 404 });

function nodeItem(trail: DiscoverNodeJson[], timestamp: number): DiscoverItem {
  const node = trail[trail.length - 1];
  return {
    key: node.key,
    name: node.name,
    href: nodeHref(trail as [DiscoverNodeJson, ...DiscoverNodeJson[]], timestamp),
    type: node.type,
    profile: node.profile,
    photo: node.profile?.photo.small ?? null,
  };
}

/** Where the URL leads in the tree; throws the 404 when it names no node or a node of another form. */
async function resolveTrail(
  context: IcaroLoadContext,
  tree: DiscoverNodeJson[],
  form: DiscoverForm | "root",
  params: { breadcrumb?: string; feed?: string; id?: string },
): Promise<DiscoverNodeJson[]> {
  if (form === "root") return [];
  if (params.feed !== undefined && params.feed !== "feed") throw notFound();
  let id: DiscoverNodeId | null = null;
  if (params.id !== undefined) {
    id = parseDiscoverId(params.id);
    if (!id) throw notFound();
  }
  if (form === "olympic") {
    // /discover/olympic/feed is the Olympic node too; /discover/olympic/label/… is not a form.
    const olympicTrail = pathToKey(tree, OLYMPIC_NODE_KEY);
    const target = olympicTrail && olympicTarget(olympicTrail, id);
    if (!target) throw notFound();
    return target;
  }
  const keys = params.breadcrumb === undefined ? null : parseDiscoverBreadcrumb(params.breadcrumb);
  const walk = keys && walkTrail(tree, keys);
  if (!walk) throw notFound();
  let trail = walk.trail;
  if (walk.kind === "listed") {
    // A profile listed by a dynamic node (`<dynamic key>:<profile id>`): not in the tree, read it.
    const parent = walk.trail[walk.trail.length - 1];
    const context_ = parent.context_type ?? "";
    const found = await apiJson<ProfileJson>(
      context,
      `profiles/${encodeURIComponent(context_)}/${walk.profileId}`,
      {
        anyErrorIsNotFound: true,
      },
    );
    const profile = localizeProfile(found, context.locale);
    if (profile.context !== parent.context_type) throw notFound();
    const listed: DiscoverNodeJson = {
      key: walk.key,
      name: profile.name,
      type: "profile",
      nodes: [],
      profile,
      context_type: profile.context,
      filter_context: null,
      load_profile: true,
      canDrill: false,
      api: `profiles/${profile.context}/${profile.id}`,
    };
    trail = [...trail, listed];
  }
  if (!idMatchesNode(form, trail[trail.length - 1], id)) throw notFound();
  return trail;
}

async function storiesOf(context: IcaroLoadContext, profiles: ProfileJson[]): Promise<ArticleJson[]> {
  if (profiles.length === 0) return [];
  if (profiles.length === 1) {
    const [{ context: kind, id }] = profiles;
    return apiJson<ArticleJson[]>(context, `profiles/${kind}/${id}/feed?page=1&per=${DISCOVER_STORIES_PER}`);
  }
  return apiJson<ArticleJson[]>(context, `profiles/feed?page=1&per=${DISCOVER_STORIES_PER}`, {
    body: { profiles: profiles.map(({ id, context: kind }) => ({ id, context: kind })) },
  });
}

/**
 * A Discover page (docs/behaviour/discover.md#discover-pages, docs/behaviour/discover.md#discovery): the tree in the reader's language, the
 * node the URL names (a 404 when it names none), its crumbs, its children and its stories. Each
 * navigation loads its node here, on the server: that is the spec's "children loaded once, then
 * marked called" (docs/decisions/0065).
 */
export async function loadDiscoverPage(
  form: DiscoverForm | "root",
  {
    request,
    params,
    context,
  }: {
    request: Request;
    params: { breadcrumb?: string; feed?: string; id?: string };
    context: IcaroLoadContext;
  },
): Promise<DiscoverPageData> {
  const query = parseFeedQuery(new URL(request.url).searchParams);
  if (!query.ok) throw new PageError(query.status, query.code);
  const { page } = query.query;
  const site = `site_id=${context.siteId}&lang=${context.locale}`;
  const tree = await apiJson<DiscoverNodeJson[]>(context, `site/discover?${site}`);
  const trail = await resolveTrail(context, tree, form, params);
  const timestamp = Date.now();
  const node = trail.at(-1) ?? null;

  let childNodes: DiscoverNodeJson[] = node ? node.nodes : tree;
  let more = false;
  if (node?.type === "dynamic") {
    const path = `site/favorites/${encodeURIComponent(node.key)}/content?page=${page}&per=${DISCOVER_CHILDREN_PER}&${site}`;
    childNodes = (await apiJson<DiscoverNodeJson[]>(context, path)).map((child) =>
      child.profile ? { ...child, name: localizeProfile(child.profile, context.locale).name } : child,
    );
    more = childNodes.length === DISCOVER_CHILDREN_PER;
    if (page > 1 && childNodes.length === 0) throw notFound();
  } else if (page > 1) {
    throw notFound();
  }

  const profiles = feedProfiles(node, childNodes, FEED_PROFILES_MAX);
  const stories =
    profiles.length === 0
      ? null
      : (await storiesOf(context, profiles)).map((article) =>
          toArticleCard(localizeArticle(article, context.locale)),
        );
  const profile = node?.type === "profile" ? node.profile : null;
  return {
    node: node ? nodeItem(trail, timestamp) : null,
    crumbs: trailCrumbs(trail, timestamp),
    children: childNodes.map((child) => nodeItem([...trail, child], timestamp)),
    stories,
    allStories: profile
      ? feedPath("recent", { id: profile.id, name: node?.name ?? profile.name, context: profile.context })
      : null,
    page,
    more,
  };
}
