/*
 * Which file of a responsive `<img>` the browser would load at a given screen (docs/decisions/0084-offline-reading-and-offline-queue.md: a story
 * saved for offline reading keeps its pictures at the reader's screen size, not every width of
 * the srcset). The page fetches the story's HTML to save it, so there is no rendered `<img>` whose
 * `currentSrc` could be read: this is the same choice made from the attributes — the slot width
 * from `sizes` at the viewport's width, times the device pixel ratio, and the smallest candidate
 * at least that wide (else the widest).
 */

export type SrcsetCandidate = { url: string; width?: number; density?: number };

/**
 * The candidates of a srcset (HTML's parsing rules, simplified): a URL is a run of non-space
 * characters, so the commas inside `/_ipx/w_320,q_70/…` stay in it; a candidate ends at a comma
 * after its descriptor. Candidates with a descriptor we cannot read are skipped.
 */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    if (!rest) break;
    const urlMatch = /^\S+/.exec(rest);
    if (!urlMatch) break;
    let url = urlMatch[0];
    rest = rest.slice(url.length);
    let descriptor = "";
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else {
      const end = rest.indexOf(",");
      descriptor = (end === -1 ? rest : rest.slice(0, end)).trim();
      rest = end === -1 ? "" : rest.slice(end + 1);
    }
    const candidate = candidateOf(url, descriptor);
    if (candidate) candidates.push(candidate);
  }
  return candidates;
}

function candidateOf(url: string, descriptor: string): SrcsetCandidate | null {
  if (!url) return null;
  if (!descriptor) return { url, density: 1 };
  const match = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
  if (!match) return null;
  const value = Number(match[1]);
  if (!(value > 0)) return null;
  return match[2] === "w" ? { url, width: value } : { url, density: value };
}

const ROOT_FONT_PX = 16;

/** A CSS length of `sizes` in px at this viewport width: px, rem/em, vw; null when not one of those. */
function lengthPx(length: string, viewportWidth: number): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|rem|em|vw)$/.exec(length.trim());
  if (!match) return null;
  const value = Number(match[1]);
  if (match[2] === "vw") return (value * viewportWidth) / 100;
  if (match[2] === "px") return value;
  return value * ROOT_FONT_PX;
}

/** Whether a `(min-width: …)` / `(max-width: …)` condition (joined by `and`) holds. */
function conditionHolds(condition: string, viewportWidth: number): boolean {
  const parts = condition.split(/\s+and\s+/i);
  return parts.every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim());
    if (!match) return false;
    const limit = lengthPx(match[2], viewportWidth);
    if (limit === null) return false;
    return match[1].toLowerCase() === "min" ? viewportWidth >= limit : viewportWidth <= limit;
  });
}

/** The slot width `sizes` gives at this viewport width (100vw when absent or unreadable). */
export function slotWidth(sizes: string | null | undefined, viewportWidth: number): number {
  for (const entry of (sizes ?? "").split(",")) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const match = /^(.*\))\s*(\S+)$/.exec(trimmed);
    if (match) {
      if (!conditionHolds(match[1], viewportWidth)) continue;
      const width = lengthPx(match[2], viewportWidth);
      if (width !== null) return width;
      continue;
    }
    const width = lengthPx(trimmed, viewportWidth);
    if (width !== null) return width;
  }
  return viewportWidth;
}

export type Screen = { width: number; devicePixelRatio: number };

/**
 * The URL this picture loads at this screen: the srcset's candidate the browser would choose, or
 * the `src` when there is no usable srcset; null when it has neither.
 */
export function pickPictureUrl(
  img: { src?: string | null; srcset?: string | null; sizes?: string | null },
  screen: Screen,
): string | null {
  const candidates = parseSrcset(img.srcset ?? "");
  const dpr = screen.devicePixelRatio > 0 ? screen.devicePixelRatio : 1;
  if (candidates.length === 0) return img.src || null;
  const slot = slotWidth(img.sizes, screen.width);
  // Every candidate as a density at this slot: what the browser compares with the screen's ratio.
  const dense = candidates.map((candidate) => ({
    url: candidate.url,
    density: candidate.width !== undefined ? candidate.width / Math.max(slot, 1) : (candidate.density ?? 1),
  }));
  dense.sort((a, b) => a.density - b.density);
  return (dense.find((candidate) => candidate.density >= dpr) ?? dense[dense.length - 1]).url;
}
