import { ARTICLE_CONTEXTS } from "../content/content.ts";
import { isSaved, READ_LATER_MAX, type ReadLaterItem, withoutSaved, withSaved } from "./read-later.ts";

/*
 * The read-later list this device keeps (`<site name>ReadLater`, docs/behaviour/read-later.md#read-later-list), as the browser's
 * toggles and /readlater read and write it: a guest's whole list, or a signed-in reader's mirror of
 * their server list, so the toggles show the right state before the API answers. `account` says
 * whose mirror it is (their tid); null for a guest's own list.
 */
export type LocalReadLater = { account: string | null; items: ReadLaterItem[] };

export const EMPTY_READ_LATER: LocalReadLater = { account: null, items: [] };

function isItem(value: unknown): value is ReadLaterItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === "number" &&
    Number.isInteger(item.id) &&
    item.id > 0 &&
    (ARTICLE_CONTEXTS as readonly unknown[]).includes(item.context) &&
    typeof item.name === "string" &&
    typeof item.url === "string" &&
    typeof item.saved_at === "string"
  );
}

/**
 * What the storage held, as a list: a bare array (an older or hand-written entry) is a guest's
 * list; entries that are not stories are dropped, and an oversized list keeps the cap.
 */
export function parseLocalReadLater(value: unknown): LocalReadLater {
  const raw = Array.isArray(value)
    ? { account: null, items: value }
    : typeof value === "object" && value !== null
      ? (value as { account?: unknown; items?: unknown })
      : null;
  if (!raw || !Array.isArray(raw.items)) return EMPTY_READ_LATER;
  const account = typeof raw.account === "string" && raw.account ? raw.account : null;
  return { account, items: raw.items.filter(isItem).slice(0, READ_LATER_MAX) };
}

/**
 * Saves the story, or removes it when it is saved: the new list and whether it is saved now.
 * Stories saved here are kept for reading offline (docs/behaviour/read-later.md#offline-items "Items are marked offline").
 */
export function toggleLocal(
  list: LocalReadLater,
  item: Omit<ReadLaterItem, "offline" | "saved_at">,
  now: Date,
): { list: LocalReadLater; saved: boolean } {
  if (isSaved(list.items, item))
    return { list: { ...list, items: withoutSaved(list.items, item) }, saved: false };
  const entry: ReadLaterItem = { ...item, saved_at: now.toISOString(), offline: true };
  return { list: { ...list, items: withSaved(list.items, entry) }, saved: true };
}

/**
 * What this device must do with its list for the reader now on the page:
 * - `merge`: a signed-in reader whose device list is not their mirror (a guest's list, or another
 *   account's, cleared first): send the guest's stories to the merge endpoint once, then mirror;
 * - `clear`: a guest on a device that mirrors an account (after signing out): drop the mirror;
 * - `none`: the list is already this reader's.
 */
export function syncPlan(list: LocalReadLater, reader: string | null): "merge" | "clear" | "none" {
  if (reader === null) return list.account === null ? "none" : "clear";
  return list.account === reader ? "none" : "merge";
}

/** The guest stories a merge sends: `{id, context, saved_at}` (an account's mirror sends none). */
export function mergeBody(list: LocalReadLater): {
  items: { id: number; context: ReadLaterItem["context"]; saved_at: string }[];
} {
  if (list.account !== null) return { items: [] };
  return { items: list.items.map(({ id, context, saved_at }) => ({ id, context, saved_at })) };
}

/** docs/behaviour/offline-push.md#connectivity: an item kept offline that opens elsewhere (the publisher's site) leaves the list when opened. */
export function removesWhenOpened(item: ReadLaterItem, origin: string): boolean {
  if (!item.offline) return false;
  try {
    return new URL(item.url, origin).origin !== origin;
  } catch {
    return false;
  }
}
