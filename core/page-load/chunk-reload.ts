/** docs/behaviour/limits.md#chunks-and-reloads: script chunks time out after 120 s; a failed chunk reloads the page at most once per 60 s. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const RELOAD_GUARD_MS = 60_000;

/** The message of the error a page shows when its code could not be loaded nor the page reloaded. */
export const CHUNK_LOAD_FAILED = "chunk_load_failed";

/** Whether a chunk failure may reload the page, given when the last such reload happened. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS ||
    now < lastReloadAt
  );
}

/** Vite reports a failed stylesheet preload as "Unable to preload CSS for …". */
export function isStylesheetFailure(error: unknown): boolean {
  return error instanceof Error && /preload CSS|\.css\b/i.test(error.message);
}

/** Rejects when `promise` has not settled after `ms` (a chunk that never arrives). */
export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(reject, ms, new Error(`Chunk load timed out after ${ms} ms`)),
    ),
  ]);
}
