/**
 * Remembers the result of an async load per key for `ttlMs`. Concurrent callers share one
 * load; a failed load is not remembered. For data read on every request and rarely written
 * (site configuration), where a few seconds of staleness across instances is acceptable.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>, now: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return {
    get(key: K): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      const value = load(key);
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate(key?: K) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
