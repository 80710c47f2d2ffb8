/**
 * The process's one time-expiring memory: a value per key is kept `ttlMs` after it was stored (for
 * `getOrLoad`, after its load began), then forgotten. For data read on every request and written
 * rarely or by others (site configuration, shared lists, counts), where a few seconds of staleness
 * across instances is acceptable (docs/decisions/0014). With `maxEntries`, the oldest stored go first,
 * so keys that come from requests (a crawler walking every article) cannot grow it without bound.
 *
 * `getOrLoad` shares one load between concurrent callers and does not remember a failed one; a
 * `delete`, `clear` or `deleteWhere` meanwhile also keeps that load's answer out, so a change is
 * never hidden behind a value read before it. `now` is the clock, injectable for tests.
 */
export type TtlCacheOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

export function ttlCache<K, V>(options: TtlCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<K, { value: V; expires: number }>();
  const loads = new Map<K, Promise<V>>();

  function store(key: K, value: V, expires: number) {
    entries.delete(key);
    entries.set(key, { value, expires });
    if (options.maxEntries !== undefined && entries.size > options.maxEntries) {
      entries.delete(entries.keys().next().value as K);
    }
  }

  function fresh(key: K): { value: V } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry;
    entries.delete(key);
    return undefined;
  }

  return {
    /** The value kept for `key`, or undefined when there is none or it expired. */
    get(key: K): V | undefined {
      return fresh(key)?.value;
    },
    set(key: K, value: V): void {
      loads.delete(key);
      store(key, value, now() + options.ttlMs);
    },
    /** The kept value, else the one `load` answers (kept in turn; a rejection is not). */
    getOrLoad(key: K, load: (key: K) => Promise<V>): Promise<V> {
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry.value);
      const pending = loads.get(key);
      if (pending) return pending;
      const expires = now() + options.ttlMs;
      const loading = load(key);
      loads.set(key, loading);
      loading.then(
        (value) => {
          if (loads.get(key) !== loading) return;
          loads.delete(key);
          store(key, value, expires);
        },
        () => {
          if (loads.get(key) === loading) loads.delete(key);
        },
      );
      return loading;
    },
    delete(key: K): void {
      loads.delete(key);
      entries.delete(key);
    },
    clear(): void {
      loads.clear();
      entries.clear();
    },
    /** Forgets the kept values that `test` picks (loads under way have no value yet to test). */
    deleteWhere(test: (value: V, key: K) => boolean): void {
      for (const [key, entry] of entries) if (test(entry.value, key)) entries.delete(key);
    },
    /** How many values are kept (expired ones until they are next asked for included). */
    get size(): number {
      return entries.size;
    },
  };
}

export type TtlCache<K, V> = ReturnType<typeof ttlCache<K, V>>;
