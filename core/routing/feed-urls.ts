import { compositeSegment, packPairs, parseInteger, unpackPairs } from "./url-segments.ts";

/* The feed pages' addresses (docs/behaviour/routes.md#feed-pages) and their index redirects. */

/** docs/behaviour/routes.md#feed-pages: the four feeds. */
export const FEED_KINDS = ["headlines", "home", "myfeed", "recent"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** docs/behaviour/content.md#feed-page-state: selected (context, id, name). */
export interface Selected {
  id: number;
  name: string;
  context: string;
}

const SELECTED_KEYS = ["id", "name", "context"] as const;

/** docs/behaviour/routes.md#feed-pages {selected}: id=…&name=…&context=… (a param value; values escape % & =). */
export function packSelected(selected: Selected): string {
  return packPairs([
    ["id", selected.id],
    ["name", selected.name],
    ["context", selected.context],
  ]);
}

/**
 * docs/behaviour/routes.md#feed-pages {selected}, read back from the router param. Keys may come in any order. The
 * result is null for a missing, unknown or repeated key, an id that is not a canonical integer
 * (e.g. "-1", "42"), an empty name or context, a value over MAX_PARAM_VALUE_LENGTH, or a bad escape.
 */
export function parseSelected(value: string): Selected | null {
  const pairs = unpackPairs(value, SELECTED_KEYS);
  if (!pairs) return null;
  const id = parseInteger(pairs.get("id"));
  const name = pairs.get("name");
  const context = pairs.get("context");
  if (id === null || !name || !context) return null;
  return { id, name, context };
}

/** docs/behaviour/routes.md#feed-pages: /feed/{kind} and /feed/{kind}/{selected}. */
export function feedPath(kind: FeedKind, selected?: Selected): string {
  return selected ? `/feed/${kind}/${compositeSegment(packSelected(selected))}` : `/feed/${kind}`;
}

/**
 * docs/behaviour/routes.md#feed-index-redirects, the selection: headlines and home → id=-1&name=home&context=hero;
 * myfeed → id=-1&name=all&context=all (literal, untranslated); recent → id=-1&name={translated All}&context=recent.
 */
export function feedIndexSelected(kind: FeedKind, translatedAll: string): Selected {
  switch (kind) {
    case "headlines":
    case "home":
      return { id: -1, name: "home", context: "hero" };
    case "myfeed":
      return { id: -1, name: "all", context: "all" };
    case "recent":
      return { id: -1, name: translatedAll, context: "recent" };
  }
}

/** docs/behaviour/routes.md#feed-index-redirects: the target of /feed/{kind}. Only "recent" needs the translated "All". */
export function feedIndexPath(kind: Exclude<FeedKind, "recent">): string;
export function feedIndexPath(kind: FeedKind, translatedAll: string): string;
export function feedIndexPath(kind: FeedKind, translatedAll = ""): string {
  return feedPath(kind, feedIndexSelected(kind, translatedAll));
}

/** docs/behaviour/routes.md#feed-index-redirects: the home index (and the PWA index, via home) go to the headlines hero. */
export const HOME_INDEX_REDIRECT = feedIndexPath("headlines");
