/**
 * Computed tables per season, kept in memory: a table is read far more often than a result
 * changes. Whatever changes a result or an adjustment in this process calls `invalidateStandings`
 * (the importer, `sports adjust`, the live updates); a short lifetime bounds how stale a table can
 * be when another process (a command on PostgreSQL, another instance) wrote the change.
 */
const LIFETIME_MS = 30_000;

type Entry = { value: unknown; expires: number };
const entries = new Map<number, Entry>();
let generation = 0;

/** The cached value for a season, or computes and keeps it (unless invalidated meanwhile). */
export async function cachedStandings<T>(seasonId: number, compute: () => Promise<T>): Promise<T> {
  const entry = entries.get(seasonId);
  if (entry && entry.expires > Date.now()) return entry.value as T;
  const started = generation;
  const value = await compute();
  // A change that landed while computing must not be hidden behind the older table.
  if (started === generation) entries.set(seasonId, { value, expires: Date.now() + LIFETIME_MS });
  return value;
}

/** Forgets a season's table (or every table): call after any result or adjustment changes. */
export function invalidateStandings(seasonId?: number): void {
  generation++;
  if (seasonId === undefined) entries.clear();
  else entries.delete(seasonId);
}
