import { ttlCache } from "#server/cache/ttl-cache.ts";

/**
 * Computed tables, kept in memory: a table is read far more often than a result changes. Entries
 * are keyed by what was asked (a league's current table, a league's season, the leagues list) and
 * tagged with the season they show, so that whatever changes a result or an adjustment in this
 * process drops exactly the tables that include it by calling `invalidateStandings(seasonId)` (the
 * importer, `sports adjust`, the live updates). A short lifetime bounds how stale a table can be
 * when another process (a command on PostgreSQL, another instance) wrote the change.
 */
const LIFETIME_MS = 30_000;
/** Tables are small, but keys come from requests: bound the map all the same. */
const MAX_ENTRIES = 2_000;

const entries = ttlCache<string, { value: unknown; seasonId: number | null }>({
  ttlMs: LIFETIME_MS,
  maxEntries: MAX_ENTRIES,
});
let generation = 0;

/**
 * The cached value for a key, or computes and keeps it, tagged with the season it depends on (null:
 * none, dropped only by a full invalidation) — unless an invalidation happened meanwhile, so that
 * a change cannot hide behind a table computed before it.
 */
export async function cachedStandings<T>(
  key: string,
  compute: () => Promise<{ value: T; seasonId: number | null }>,
): Promise<T> {
  const entry = entries.get(key);
  if (entry) return entry.value as T;
  const started = generation;
  const { value, seasonId } = await compute();
  // Nothing found (an unknown league or season) is not kept: those keys are the reader's to invent.
  if (started === generation && value !== null) entries.set(key, { value, seasonId });
  return value;
}

/**
 * Forgets the tables that show a season — call after any result or adjustment of it changes — or,
 * without a season, everything (after an import, which may add a season or a league).
 */
export function invalidateStandings(seasonId?: number): void {
  generation++;
  if (seasonId === undefined) {
    entries.clear();
    return;
  }
  entries.deleteWhere((entry) => entry.seasonId === seasonId);
}
