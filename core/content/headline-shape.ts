/**
 * Two headlines that differ only in their names and numbers ("64% of Chicago voters still
 * undecided …" and "79% of Boston voters still undecided …") tell the same kind of story twice: a
 * page, or a story's related list, shows one of them. A headline's shape is its words in lower
 * case that hold no digit (names start with a capital; prices, scores and counts hold digits).
 */

/** Shapes this alike or more are one story's twins. */
const TWIN_SIMILARITY = 0.7;
/** A shape with fewer words says too little to call two headlines twins. */
const SHAPE_MIN_WORDS = 3;

export function headlineShape(headline: string): Set<string> {
  const words = headline.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  return new Set(words.filter((word) => /^\p{Ll}/u.test(word) && !/\p{N}/u.test(word)));
}

/** Whether two headlines share their shape (Jaccard similarity of their shapes). */
export function sameHeadlineShape(a: string, b: string): boolean {
  const left = headlineShape(a);
  const right = headlineShape(b);
  if (left.size < SHAPE_MIN_WORDS || right.size < SHAPE_MIN_WORDS) return false;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared) >= TWIN_SIMILARITY;
}

/** The items whose headline is not a twin of `seen` nor of an item kept before it, in order. */
export function withoutTwins<T>(items: T[], headline: (item: T) => string, seen: string[] = []): T[] {
  const kept: string[] = [...seen];
  const out: T[] = [];
  for (const item of items) {
    const name = headline(item);
    if (kept.some((other) => sameHeadlineShape(other, name))) continue;
    kept.push(name);
    out.push(item);
  }
  return out;
}
