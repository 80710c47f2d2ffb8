/**
 * One request's states as the pages show them (docs/behaviour/screens.md#data-fetching: pending, error and
 * timestamp states, with a minimum display delay; docs/behaviour/limits.md#timers: 200 ms). The pending state is shown only
 * once a request has taken longer than the delay, so a fast answer never flashes a spinner; the
 * latest request wins (an older answer arriving late is dropped). Framework-free, so its timing is
 * tested with fake timers; app/api/use-data.ts is its React hook.
 */

/** docs/behaviour/limits.md#timers Data fetching minimum delay: a request shows as pending only after this long. */
export const DATA_MIN_DELAY_MS = 200;

export type DataState<T> = {
  data: T | undefined;
  /** The last request's failure, until the next one succeeds. */
  error: unknown;
  /** A request is running. */
  pending: boolean;
  /** A request has been running for longer than the delay: show the spinner. */
  showPending: boolean;
  /** When the data last arrived (ms since the epoch), or null before any. */
  timestamp: number | null;
};

export type DataTracker<T> = {
  get(): DataState<T>;
  subscribe(listener: () => void): () => void;
  /** Starts a request, cancelling (aborting and ignoring) the one running. */
  run(load: (signal: AbortSignal) => Promise<T>): Promise<void>;
  /** Cancels the running request and forgets the data. */
  reset(): void;
};

export type DataTrackerOptions = { delayMs?: number; now?: () => number };

export function createDataTracker<T>(options: DataTrackerOptions = {}): DataTracker<T> {
  const delay = options.delayMs ?? DATA_MIN_DELAY_MS;
  const now = options.now ?? Date.now;
  const idle: DataState<T> = {
    data: undefined,
    error: null,
    pending: false,
    showPending: false,
    timestamp: null,
  };
  let state = idle;
  let current = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: Partial<DataState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const cancel = () => {
    current++;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async run(load) {
      cancel();
      const mine = current;
      const abort = new AbortController();
      controller = abort;
      set({ pending: true, showPending: false });
      timer = setTimeout(() => {
        if (mine === current) set({ showPending: true });
      }, delay);
      let outcome: { data: T } | { error: unknown };
      try {
        outcome = { data: await load(abort.signal) };
      } catch (error) {
        outcome = { error };
      }
      if (mine !== current) return;
      clearTimeout(timer);
      timer = undefined;
      controller = null;
      if ("data" in outcome)
        set({ data: outcome.data, error: null, pending: false, showPending: false, timestamp: now() });
      else set({ error: outcome.error, pending: false, showPending: false });
    },
    reset() {
      cancel();
      state = idle;
      for (const listener of listeners) listener();
    },
  };
}
