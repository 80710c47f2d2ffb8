import type { GzipTemplate } from "./gzip-template.ts";

/**
 * Rendered pages kept in memory, least recently used first out, bounded by entry count and by
 * bytes (a crawler walking every URL cannot grow it without bound). An entry is fresh for `ttlMs`,
 * then stale for `staleMs` more: a stale entry is still served while one request refreshes it in
 * the background (`claimRefresh` answers true once per stale period). Entries filled before the
 * content version moved are treated as absent.
 */
export type CachedResponse = {
  status: number;
  headers: [string, string][];
  /** The body split at the nonce of the response that rendered it; joined with a fresh one per hit. */
  parts: Buffer[];
  /** The same body compressed once, its nonce gaps filled per hit (gzip-template.ts). */
  gzip?: GzipTemplate;
  bytes: number;
};

type Entry = CachedResponse & { storedAt: number; version: number; refreshing: boolean };

export type CacheState = "hit" | "stale";

export type ResponseCacheOptions = {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  version?: () => number;
};

export function createResponseCache(options: ResponseCacheOptions) {
  const now = options.now ?? Date.now;
  const version = options.version ?? (() => 0);
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return {
    /** The entry and whether it is fresh ("hit") or being served stale; undefined when absent. */
    get(key: string): { response: CachedResponse; state: CacheState } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (entry.version !== version() || age >= options.ttlMs + options.staleMs) {
        remove(key);
        return undefined;
      }
      // Re-inserted so that the Map's order is least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      return { response: entry, state: age < options.ttlMs ? "hit" : "stale" };
    },
    /** True for the first caller per stale entry: that caller refreshes it, the others do not. */
    claimRefresh(key: string): boolean {
      const entry = entries.get(key);
      if (!entry || entry.refreshing) return false;
      entry.refreshing = true;
      return true;
    },
    /** Lets a failed refresh be tried again by a later request. */
    releaseRefresh(key: string) {
      const entry = entries.get(key);
      if (entry) entry.refreshing = false;
    },
    /** Stores a response rendered at content version `renderedAt` (skipped when content moved since). */
    set(key: string, response: CachedResponse, renderedAt = version()) {
      if (renderedAt !== version() || response.bytes > options.maxBytes) return;
      remove(key);
      entries.set(key, { ...response, storedAt: now(), version: renderedAt, refreshing: false });
      bytes += response.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
