/**
 * The Discover addresses of docs/behaviour/discover.md#drill-down-forms ("Discover": {breadcrumb}, {feed}, {id}), apart from
 * the builders every page uses (they are in every page's shared chunk), these only in Discover's code.
 */
import {
  compositeSegment,
  escapeValue,
  packPairs,
  parseInteger,
  unpackList,
  unpackPairs,
} from "./url-segments.ts";

type Id = string | number;

/** docs/behaviour/discover.md#drill-down-forms {breadcrumb}: the keys of the drilled nodes, root first. It is never empty. */
export type Breadcrumb = readonly [string, ...string[]];

/** docs/behaviour/discover.md#drill-down-forms Discover drill-down: the fixed day and index values of the node id. */
export const DISCOVER_DAY = 0;
export const DISCOVER_INDEX = 7;

/** docs/behaviour/discover.md#drill-down-forms {breadcrumb}: the escaped keys joined by "&" (a param value). */
export function discoverBreadcrumb(keys: Breadcrumb): string {
  return keys.map(escapeValue).join("&");
}

/** docs/behaviour/discover.md#drill-down-forms {breadcrumb} read back from the router param; null if any key is empty or malformed. */
export function parseDiscoverBreadcrumb(param: string): string[] | null {
  return unpackList(param);
}

export interface DiscoverLabelNode {
  breadcrumb: Breadcrumb;
  key: string;
  vertical: string;
  /** Epoch milliseconds, passed in by the caller so that the builder stays pure. */
  timestamp: number;
}

export interface DiscoverProfileNode {
  context: string;
  id: Id;
  vertical: string;
  /** Epoch milliseconds, passed in by the caller so that the builder stays pure. */
  timestamp: number;
}

function discoverTail(vertical: string, timestamp: number): ReadonlyArray<readonly [string, Id]> {
  return [
    ["vertical", vertical],
    ["day", DISCOVER_DAY],
    ["index", DISCOVER_INDEX],
    ["timestamp", timestamp],
  ];
}

function discoverProfileId(node: DiscoverProfileNode): string {
  return packPairs([
    ["context", node.context],
    ["id", node.id],
    ...discoverTail(node.vertical, node.timestamp),
  ]);
}

/**
 * docs/behaviour/discover.md#drill-down-forms Discover label node: /discover/{breadcrumb}/label/context={key}&vertical={name}&day=0&index=7&timestamp={ms}.
 * A breadcrumb of exactly ["olympic"] reaches the olympic route instead (a static segment outranks a param).
 */
export function discoverLabelPath({ breadcrumb, key, vertical, timestamp }: DiscoverLabelNode): string {
  const id = packPairs([["context", key], ...discoverTail(vertical, timestamp)]);
  return `/discover/${compositeSegment(discoverBreadcrumb(breadcrumb))}/label/${compositeSegment(id)}`;
}

/** docs/behaviour/discover.md#drill-down-forms Discover profile or entity node: /discover/{breadcrumb}/feed/context={context}&id={id}&vertical={name}&day=0&index=7&timestamp={ms}. */
export function discoverFeedPath({
  breadcrumb,
  ...node
}: DiscoverProfileNode & { breadcrumb: Breadcrumb }): string {
  const crumbs = compositeSegment(discoverBreadcrumb(breadcrumb));
  return `/discover/${crumbs}/feed/${compositeSegment(discoverProfileId(node))}`;
}

/** docs/behaviour/discover.md#olympic-node, the Tokyo Olympic node: /discover/olympic, or /discover/olympic/feed/{id} for a profile node. */
export function discoverOlympicPath(node?: DiscoverProfileNode): string {
  return node ? `/discover/olympic/feed/${compositeSegment(discoverProfileId(node))}` : "/discover/olympic";
}

/** docs/behaviour/discover.md#drill-down-forms Discover node id, read back: context, vertical, day, index and timestamp are required; id only on profile nodes. */
export interface DiscoverNodeId {
  context: string;
  id?: string;
  vertical: string;
  day: number;
  index: number;
  timestamp: number;
}

const DISCOVER_ID_KEYS = ["context", "id", "vertical", "day", "index", "timestamp"] as const;

/** docs/behaviour/discover.md#discover-pages {id} ("packs context and id values as a query-like string") read back from the router param. */
export function parseDiscoverId(param: string): DiscoverNodeId | null {
  const pairs = unpackPairs(param, DISCOVER_ID_KEYS);
  if (!pairs) return null;
  const context = pairs.get("context");
  const vertical = pairs.get("vertical");
  const day = parseInteger(pairs.get("day"));
  const index = parseInteger(pairs.get("index"));
  const timestamp = parseInteger(pairs.get("timestamp"));
  const id = pairs.get("id");
  if (!context || vertical === undefined || day === null || index === null || timestamp === null) return null;
  if (id === "") return null;
  return id === undefined
    ? { context, vertical, day, index, timestamp }
    : { context, id, vertical, day, index, timestamp };
}
