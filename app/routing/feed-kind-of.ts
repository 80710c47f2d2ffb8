import { FEED_KINDS, type FeedKind } from "#core/routing/feed-urls.ts";
import type { RouteEntry } from "./route-table.ts";

/** The feed kind of a feed page's route table entry: the segment after "feed" in its path. */
export function feedKindOf(entry: Pick<RouteEntry, "path">): FeedKind {
  const kind = entry.path?.split("/")[1];
  return FEED_KINDS.includes(kind as FeedKind) ? (kind as FeedKind) : "headlines";
}
