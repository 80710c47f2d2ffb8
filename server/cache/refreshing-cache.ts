/**
 * Like ttlCache, but an expired entry is still served while one background load replaces it
 * (stale-while-revalidate): readers never wait for a refresh once a value exists. For values that
 * are costly to compute and the same for everyone (recommendation candidates), where a slow refresh
 * would otherwise stall every request that arrives during it. A failed refresh keeps the old value
 * and is retried on the next read.
 */
export function refreshingCache<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  now: () => number = Date.now,
) {
  type Entry = { value?: V; pending?: Promise<V>; expires: number };
  const entries = new Map<K, Entry>();

  function refresh(key: K, entry: Entry): Promise<V> {
    if (!entry.pending) {
      entry.pending = load(key).then(
        (value) => {
          entry.value = value;
          entry.expires = now() + ttlMs;
          entry.pending = undefined;
          return value;
        },
        (error: unknown) => {
          entry.pending = undefined;
          if (!("value" in entry)) entries.delete(key);
          throw error;
        },
      );
    }
    return entry.pending;
  }

  return {
    get(key: K): Promise<V> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { expires: 0 };
        entries.set(key, entry);
        return refresh(key, entry);
      }
      if (!("value" in entry)) return refresh(key, entry);
      if (entry.expires <= now()) refresh(key, entry).catch(() => {});
      return Promise.resolve(entry.value as V);
    },
  };
}
