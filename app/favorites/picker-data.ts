import { apiJson } from "#app/api/api-json.ts";
import type { DiscoverNodeJson, ProfileJson } from "#core/content/content.ts";
import { AUTOCOMPLETE_PER } from "#core/content/content.ts";
import { localizeProfile } from "#core/i18n/localized-names.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";

/** The crumbs one picker URL may hold (`?crumb=a&crumb=b`): deeper trees are not drilled. */
export const PICKER_DEPTH_MAX = 6;

export type PickerCrumb = { key: string; name: string };

export type PickerData = {
  /** The drilled nodes, root first; the list shows the last one's children (the roots without any). */
  crumbs: PickerCrumb[];
  nodes: DiscoverNodeJson[];
  /** The search typed without scripts (`?search=`), and its first page of suggestions. */
  search: string;
  suggestions: ProfileJson[];
  /** A list the API would not give (the page still shows, with the reader's follows). */
  failed: boolean;
};

async function nodesAt(context: IcaroLoadContext, key: string | null): Promise<DiscoverNodeJson[]> {
  const lang = `lang=${context.locale}&site_id=${context.siteId}`;
  const path =
    key === null
      ? `site/favorites?${lang}`
      : `site/favorites/${encodeURIComponent(key)}/content?${lang}&per=100`;
  // A failing list throws: the picker then shows what it has, and says so.
  const list = await apiJson<unknown[]>(context, path);
  // A profile node's content is its stories: nothing to drill into.
  return list.filter(
    (item): item is DiscoverNodeJson =>
      typeof (item as DiscoverNodeJson).type === "string" && Array.isArray((item as DiscoverNodeJson).nodes),
  );
}

/**
 * The favourites picker (docs/behaviour/favorites.md#favourites-picker "Favourites picker with search, drill-down and breadcrumbs"): the
 * Discover tree's top nodes (`site/favorites`), or the children of the drilled node
 * (`site/favorites/{key}/content`), each crumb checked against its parent's list; and the
 * autocomplete's answer (`site/favorites/ac`, five per page, docs/behaviour/limits.md#page-sizes) for a search sent without
 * scripts. A crumb that is not a child of the one before ends the trail there.
 */
export async function loadPicker(context: IcaroLoadContext, url: URL): Promise<PickerData> {
  const keys = url.searchParams.getAll("crumb").slice(0, PICKER_DEPTH_MAX);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const crumbs: PickerCrumb[] = [];
  let nodes: DiscoverNodeJson[] = [];
  let failed = false;
  try {
    nodes = await nodesAt(context, null);
    for (const key of keys) {
      const node = nodes.find((candidate) => candidate.key === key && candidate.canDrill);
      if (!node) break;
      crumbs.push({ key: node.key, name: node.name });
      nodes = await nodesAt(context, node.key);
    }
  } catch {
    failed = true;
  }
  let suggestions: ProfileJson[] = [];
  if (search) {
    const query = new URLSearchParams({
      q: search,
      page: "1",
      per: String(AUTOCOMPLETE_PER),
      site_id: String(context.siteId),
    });
    const found = await apiJson<ProfileJson[], null>(context, `site/favorites/ac?${query}`, {
      otherwise: null,
    });
    if (found) suggestions = found.map((profile) => localizeProfile(profile, context.locale));
    else failed = true;
  }
  return {
    crumbs,
    nodes: nodes.map((node) =>
      node.profile ? { ...node, profile: localizeProfile(node.profile, context.locale) } : node,
    ),
    search,
    suggestions,
    failed,
  };
}

/** The picker URL's query for a trail of crumbs (and nothing else: drilling clears a search). */
export function crumbQuery(keys: readonly string[]): string {
  if (keys.length === 0) return "";
  const query = new URLSearchParams();
  for (const key of keys) query.append("crumb", key);
  return `?${query}`;
}
