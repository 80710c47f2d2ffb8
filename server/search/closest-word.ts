/**
 * The spelling a reader most likely meant, among the words trigrams found near the one typed.
 * Trigram similarity alone misses one-letter slips in short words ("paolo" and "paulo" share a
 * third of their trigrams, "flamemgo" and "flamengo" half), so the candidates are ordered by edit
 * distance (a swap of two neighbours counts one), then by similarity.
 */

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** Slips forgiven: one in a word of up to 5 letters, two in a longer one. */
export function allowedEdits(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/**
 * The candidate closest to `word` within its allowed edits (ties: the more similar, then the
 * alphabetically first), or null when none is close enough or the word itself is a candidate.
 */
export function closestWord(word: string, candidates: { word: string; sim: number }[]): string | null {
  if (candidates.some((candidate) => candidate.word === word)) return null;
  let best: { word: string; sim: number; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.word);
    if (distance > allowedEdits(word)) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (candidate.sim > best.sim || (candidate.sim === best.sim && candidate.word < best.word)));
    if (better) best = { ...candidate, distance };
  }
  return best?.word ?? null;
}
