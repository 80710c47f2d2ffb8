/** One kept response and its size. */
export type SizedEntry = { url: string; bytes: number };

/**
 * The entries to delete so that the rest fit within `cap` bytes: the oldest first (a cache lists
 * its entries in the order they were put). The newest is never deleted, whatever its size: the
 * response just kept is the one the reader is looking at.
 */
export function entriesOverCap(entries: readonly SizedEntry[], cap: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const deleted: string[] = [];
  for (const entry of entries.slice(0, -1)) {
    if (total <= cap) break;
    deleted.push(entry.url);
    total -= entry.bytes;
  }
  return deleted;
}
