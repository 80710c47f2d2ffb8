/**
 * A small seeded pseudo-random generator (mulberry32), so the demo edition is the same for the
 * same seed and `now`, and tests can assert on it. Not for anything secret.
 */
export type Prng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items of a list (all of them when it is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
};

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)];
    },
    sample: (items, count) => {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      // Partial Fisher–Yates: only the first n places are drawn.
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
    chance: (p) => next() < p,
  };
}

/** A 32-bit FNV-1a hash of a string, to seed a generator from a key (a picture name). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
