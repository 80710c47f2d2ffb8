import type { HighlightPart } from "#core/search/search.ts";

/*
 * Highlights come from PostgreSQL's ts_headline with two control characters as its marks; the
 * text it reads has those characters removed first (search-results.ts), so every mark is one of
 * ours. The pages get plain text parts, never HTML: a story's "<b>" stays text.
 */

/** Opens a matched word in ts_headline's output. */
export const MARK_START = "\u0001";
/** Closes it. */
export const MARK_STOP = "\u0002";

/** ts_headline's options with our marks (a value in double quotes may hold any character). */
export function headlineOptions(options: Record<string, string | number | boolean>): string {
  const all = { StartSel: MARK_START, StopSel: MARK_STOP, ...options };
  return Object.entries(all)
    .map(([name, value]) => `${name}="${String(value).replace(/"/g, "")}"`)
    .join(", ");
}

/**
 * Splits ts_headline's output into parts, the marked words with `match: true`. Adjacent parts of
 * the same kind are joined; empty parts are dropped; stray marks (none should be left) are removed.
 */
export function highlightParts(headline: string | null | undefined): HighlightPart[] {
  if (!headline) return [];
  const parts: HighlightPart[] = [];
  const push = (text: string, match: boolean) => {
    const clean = text.replaceAll(MARK_START, "").replaceAll(MARK_STOP, "");
    if (!clean) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += clean;
    else parts.push({ text: clean, match });
  };
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const stop = rest.indexOf(MARK_STOP, start + 1);
    if (stop === -1) {
      push(rest.slice(start + 1), false);
      break;
    }
    push(rest.slice(start + 1, stop), true);
    rest = rest.slice(stop + 1);
  }
  return parts;
}

/** A text with nothing marked (a story matched by its tag, not its words). */
export function plainParts(text: string): HighlightPart[] {
  return text ? [{ text, match: false }] : [];
}
