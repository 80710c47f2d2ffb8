/**
 * A counter that moves whenever published content changes (an ingest that wrote articles, the
 * demo seeding, an operator write). Caches of rendered pages compare the version they were filled
 * at with the current one, and listeners drop what they hold at once. One per process: several
 * instances share it through REDIS_URL once a Redis client is added (docs/decisions/0015-page-cache.md).
 */
let version = 0;
const listeners = new Set<(version: number) => void>();

export function contentVersion(): number {
  return version;
}

/** Call after a write that readers can see. */
export function bumpContentVersion(): number {
  version += 1;
  for (const listener of listeners) listener(version);
  return version;
}

/** Runs `listener` after every bump; returns the function that stops it. */
export function onContentChange(listener: (version: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
