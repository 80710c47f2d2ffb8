import type { DiscoverNodeJson, ProfileJson } from "../content/content.ts";
import {
  type Breadcrumb,
  type DiscoverNodeId,
  type DiscoverProfileNode,
  discoverFeedPath,
  discoverLabelPath,
  discoverOlympicPath,
} from "../routing/discover-urls.ts";

/*
 * The Discover drill-down (docs/behaviour/discover.md#discover-pages, docs/behaviour/discover.md#discovery) as pure functions over the tree
 * that `GET site/discover` answers: which nodes a URL's {breadcrumb} names, whether its {id}
 * agrees, and the links of the crumbs and of a node's children. The {breadcrumb} holds the keys of
 * every drilled node, root first, up to and including the one shown (docs/decisions/0065); the
 * {id} repeats what the spec puts there (a label's key, a profile's context and id).
 */

/**
 * The key of the Tokyo Olympic games node (docs/behaviour/discover.md#discover-pages): its links go to /discover/olympic/…, and a
 * {breadcrumb} ending with it is sent to /discover/olympic (the `olympic` middleware).
 */
export const OLYMPIC_NODE_KEY = "tokyo-2020";

/** A profile listed by a dynamic node has the key `<dynamic key>:<profile id>` (server/discover). */
export function listedProfileId(parentKey: string, key: string): number | null {
  const prefix = `${parentKey}:`;
  if (!key.startsWith(prefix)) return null;
  const rest = key.slice(prefix.length);
  return /^[1-9]\d{0,8}$/.test(rest) ? Number(rest) : null;
}

/**
 * Where the breadcrumb's keys lead in the tree: every key a child of the one before (the first a
 * top-level node), or, for the last key only, a profile listed by the dynamic node before it (its
 * profile is not in the tree; the caller looks it up). Null when a key is not where it should be.
 */
export type TrailWalk =
  | { kind: "tree"; trail: DiscoverNodeJson[] }
  | { kind: "listed"; trail: DiscoverNodeJson[]; key: string; profileId: number };

export function walkTrail(roots: readonly DiscoverNodeJson[], keys: readonly string[]): TrailWalk | null {
  if (keys.length === 0) return null;
  const trail: DiscoverNodeJson[] = [];
  let level = roots;
  for (const [index, key] of keys.entries()) {
    const node = level.find((candidate) => candidate.key === key);
    if (node) {
      trail.push(node);
      level = node.nodes;
      continue;
    }
    const parent = trail.at(-1);
    const last = index === keys.length - 1;
    const profileId = last && parent?.type === "dynamic" ? listedProfileId(parent.key, key) : null;
    return profileId === null ? null : { kind: "listed", trail, key, profileId };
  }
  return { kind: "tree", trail };
}

/** The nodes from a top-level node down to the one with `key` (depth first), or null. */
export function pathToKey(roots: readonly DiscoverNodeJson[], key: string): DiscoverNodeJson[] | null {
  for (const node of roots) {
    if (node.key === key) return [node];
    const below = pathToKey(node.nodes, key);
    if (below) return [node, ...below];
  }
  return null;
}

function profileRef(profile: ProfileJson, vertical: string, timestamp: number): DiscoverProfileNode {
  return { context: profile.context, id: profile.id, vertical, timestamp };
}

/**
 * The link to the last node of `trail` (its path from the top): a label or dynamic node opens by
 * its label form, a profile node by its feed form (docs/behaviour/discover.md#drill-down-forms); the Olympic node,
 * and a profile node right under it, by the Olympic forms.
 */
export function nodeHref(
  trail: readonly [DiscoverNodeJson, ...DiscoverNodeJson[]],
  timestamp: number,
): string {
  const node = trail[trail.length - 1];
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  const vertical = node.name;
  if (node.key === OLYMPIC_NODE_KEY) {
    return node.profile
      ? discoverOlympicPath(profileRef(node.profile, vertical, timestamp))
      : discoverOlympicPath();
  }
  if (node.profile && parent?.key === OLYMPIC_NODE_KEY) {
    return discoverOlympicPath(profileRef(node.profile, vertical, timestamp));
  }
  const breadcrumb = trail.map((step) => step.key) as unknown as Breadcrumb;
  if (node.type === "profile" && node.profile) {
    return discoverFeedPath({ breadcrumb, ...profileRef(node.profile, vertical, timestamp) });
  }
  return discoverLabelPath({ breadcrumb, key: node.key, vertical, timestamp });
}

export type DiscoverCrumb = { key: string; name: string; href: string };

/**
 * The crumbs of a trail, each linking to its node. Following one is what "clicking a crumb
 * truncates the later crumbs" means (docs/behaviour/favorites.md#following): its link carries only the keys up to it.
 */
export function trailCrumbs(trail: readonly DiscoverNodeJson[], timestamp: number): DiscoverCrumb[] {
  return trail.map((node, index) => ({
    key: node.key,
    name: node.name,
    href: nodeHref(trail.slice(0, index + 1) as [DiscoverNodeJson, ...DiscoverNodeJson[]], timestamp),
  }));
}

/** The route form a URL used (docs/behaviour/routes.md#feed-pages): the label form, the feed (or bare) form, the Olympic one. */
export type DiscoverForm = "label" | "feed" | "olympic";

/**
 * Whether a URL's {id} (absent: any) agrees with the node its breadcrumb names: the label form
 * names a label or dynamic node by key, the feed form a profile node by context and id.
 */
export function idMatchesNode(
  form: Exclude<DiscoverForm, "olympic">,
  node: DiscoverNodeJson,
  id: DiscoverNodeId | null,
) {
  if (form === "label") {
    if (node.type === "profile") return false;
    return id === null || (id.id === undefined && id.context === node.key);
  }
  if (id === null) return true;
  return (
    node.profile !== null &&
    id.id !== undefined &&
    id.context === node.profile.context &&
    id.id === String(node.profile.id)
  );
}

/**
 * The node an Olympic URL shows, given the trail to the Olympic node: the Olympic node itself
 * without an {id}, or when the {id} is its own profile; else its child profile node of that
 * {id}. Null when neither.
 */
export function olympicTarget(
  olympicTrail: readonly DiscoverNodeJson[],
  id: DiscoverNodeId | null,
): DiscoverNodeJson[] | null {
  const olympic = olympicTrail.at(-1);
  if (!olympic) return null;
  const isProfile = (node: DiscoverNodeJson) =>
    id !== null &&
    node.profile !== null &&
    id.id !== undefined &&
    id.context === node.profile.context &&
    id.id === String(node.profile.id);
  if (id === null || isProfile(olympic)) return [...olympicTrail];
  const child = olympic.nodes.find((node) => node.type === "profile" && isProfile(node));
  return child ? [...olympicTrail, child] : null;
}

/**
 * The profiles whose stories make a node's feed (docs/behaviour/discover.md#drill-down-forms "every node shows its feed"): a profile
 * node's own; else the profiles of its children, each once, at most `max`. None: it has no feed.
 */
export function feedProfiles(
  node: DiscoverNodeJson | null,
  children: readonly DiscoverNodeJson[],
  max: number,
): ProfileJson[] {
  if (node?.profile) return [node.profile];
  const seen = new Set<string>();
  const profiles: ProfileJson[] = [];
  for (const child of children) {
    const profile = child.profile;
    if (!profile || profiles.length >= max) continue;
    const id = `${profile.context}:${profile.id}`;
    if (seen.has(id)) continue;
    seen.add(id);
    profiles.push(profile);
  }
  return profiles;
}
