/**
 * Where a /tv category row starts on its gallery page: the first run of `size` videos none of
 * which the featured row above already shows, else the run that repeats the fewest. A run, not a
 * filtered list, because each card opens the gallery at its place (the player goes on from there).
 */
export function categoryRowStart(ids: readonly number[], shown: ReadonlySet<number>, size: number): number {
  let best = 0;
  let fewest = Number.POSITIVE_INFINITY;
  for (let start = 0; start === 0 || start + size <= ids.length; start++) {
    const repeats = ids.slice(start, start + size).filter((id) => shown.has(id)).length;
    if (repeats < fewest) {
      best = start;
      fewest = repeats;
    }
    if (repeats === 0) break;
  }
  return best;
}
