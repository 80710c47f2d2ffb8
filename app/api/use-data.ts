import { useEffect, useState, useSyncExternalStore } from "react";
import { createDataTracker, type DataState } from "#core/page-load/data-state.ts";

/**
 * The shared data-fetching hook (docs/behaviour/screens.md#data-fetching; core/page-load/data-state.ts): loads whenever
 * `key` changes (nothing, and no data, while it is null), aborting the request before, and
 * answers the data (the last, while the next loads), the error, the time it arrived and whether to show a spinner — only once a
 * request has taken longer than 200 ms. `load` is read when `key` changes: everything it depends
 * on belongs in the key.
 */
export function useData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): DataState<T> {
  const [tracker] = useState(() => createDataTracker<T>());
  const state = useSyncExternalStore(tracker.subscribe, tracker.get, tracker.get);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what load reads.
  useEffect(() => {
    if (key === null) {
      tracker.reset();
      return;
    }
    void tracker.run(load);
  }, [key, tracker]);
  // Gone from the page: the request running is aborted and its answer ignored.
  useEffect(() => () => tracker.reset(), [tracker]);
  return state;
}
