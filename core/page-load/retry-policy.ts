/**
 * Retries of the browser's API client (docs/behaviour/platform.md#request-behaviour, decisions.md "Retries"):
 * network errors and 5xx answers of idempotent requests are retried; never a POST or PATCH.
 * Default: one retry after 100 ms plus up to 20% jitter, doubling for any further retry. The
 * spec's other reading (3 retries, no delay) is the "immediate" policy.
 */
export type RetryPolicy = { retries: number; baseDelayMs: number; jitter: number };

export const BACKOFF_RETRY: RetryPolicy = { retries: 1, baseDelayMs: 100, jitter: 0.2 };
export const IMMEDIATE_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 0, jitter: 0 };

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** Whether a failed attempt may be tried again: `status` is undefined for a network error. */
export function isRetryable(method: string, status: number | undefined): boolean {
  if (!IDEMPOTENT.has(method.toUpperCase())) return false;
  return status === undefined || status >= 500;
}

/** The wait before retry number `attempt` (1-based); `random` is in [0, 1). */
export function retryDelay(policy: RetryPolicy, attempt: number, random: number): number {
  const base = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.round(base * (1 + policy.jitter * random));
}
