/**
 * Sources a reader blocked: their stories leave every list. The
 * server drops them from the reader's personal lists; the lists every reader shares (cached home,
 * sections, feeds) are hidden in the browser by a style the head's inline script writes from this
 * local copy, before the page paints, so a blocked story never flashes.
 */

import { type EntryStorage, readEntry, writeEntry } from "../storage/local-storage-entry.ts";
import { BLOCKED_SOURCES_KEY, BLOCKED_STYLE_ID } from "./blocked-sources-script.ts";

export { BLOCKED_SOURCES_KEY };

/** The most sources kept: a style rule per source, so the list stays small. */
const MAX_BLOCKED = 200;

/** The stored list (a core/storage/local-storage-entry.ts entry: 14 days from the last change); corrupt → none. */
export function readBlockedSources(store: EntryStorage, now = Date.now()): string[] {
  const value = readEntry<unknown>(store, BLOCKED_SOURCES_KEY, now);
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
}

export function setSourceBlocked(
  store: EntryStorage,
  name: string,
  blocked: boolean,
  now = Date.now(),
): string[] {
  const others = readBlockedSources(store, now).filter((entry) => entry !== name);
  const next = blocked ? [...others, name].slice(-MAX_BLOCKED) : others;
  writeEntry(store, BLOCKED_SOURCES_KEY, next, now);
  applyBlockedStyle(next);
  return next;
}

/** The CSS that hides the cards of these sources (`data-publisher` on ArticleCard). */
export function blockedSourcesCss(names: readonly string[]): string {
  if (names.length === 0) return "";
  const selectors = names.map((name) => `[data-publisher="${name.replace(/["\\\n\r]/g, "\\$&")}"]`);
  return `${selectors.join(",")}{display:none!important}`;
}

function applyBlockedStyle(names: readonly string[]) {
  if (typeof document === "undefined") return;
  let style = document.getElementById(BLOCKED_STYLE_ID);
  if (!style) {
    style = document.createElement("style");
    style.id = BLOCKED_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = blockedSourcesCss(names);
}
