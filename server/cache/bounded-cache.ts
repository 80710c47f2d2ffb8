/**
 * Remembers async results per key for `ttlMs`, keeping at most `maxEntries` (the oldest go first),
 * so a crawler walking every article cannot grow it without bound. Concurrent callers share one
 * load; a failed load is not remembered.
 */
export function boundedCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expires: now() + options.ttlMs });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
