/**
 * Sources a reader blocked (issue 17 "Beyond the anchors"): their stories leave every list. The
 * server drops them from the reader's personal lists; the lists every reader shares (cached home,
 * sections, feeds) are hidden in the browser by a style the head's inline script writes from this
 * local copy, before the page paints, so a blocked story never flashes.
 */
import { BLOCKED_SOURCES_KEY, BLOCKED_STYLE_ID } from "./blocked-sources-script.ts";

export { BLOCKED_SOURCES_KEY };

/** The most sources kept: a style rule per source, so the list stays small. */
const MAX_BLOCKED = 200;

type Store = Pick<Storage, "getItem" | "setItem">;

export function readBlockedSources(store: Store): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(BLOCKED_SOURCES_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

export function setSourceBlocked(store: Store, name: string, blocked: boolean): string[] {
  const others = readBlockedSources(store).filter((entry) => entry !== name);
  const next = blocked ? [...others, name].slice(-MAX_BLOCKED) : others;
  store.setItem(BLOCKED_SOURCES_KEY, JSON.stringify(next));
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
