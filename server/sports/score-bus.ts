import type { SportingEventJson } from "#core/sporting-events.ts";

export type ScoreListener = (event: SportingEventJson) => void;

/**
 * Where live score changes go and come from. One process: the in-process bus. Several
 * processes behind a load balancer: the Redis bus (server/sports/redis-score-bus.ts), so a
 * reader connected to any process sees an update made through any other.
 */
export interface ScoreBus {
  readonly kind: "in-process" | "redis";
  /** Resolves once the update is handed on (delivered locally, or accepted by Redis). */
  publish(event: SportingEventJson): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: ScoreListener): () => void;
  /** How many listeners this process holds (the stream's gauge and tests). */
  listenerCount(): number;
  close(): Promise<void>;
}

/**
 * Listeners of one process. A listener that throws (a stream whose reader just left) does not
 * keep the update from the others.
 */
export function localFanOut(onError?: (error: unknown) => void) {
  const listeners = new Set<ScoreListener>();
  return {
    add(listener: ScoreListener) {
      // A wrapper per subscription, so one function subscribed twice is two subscriptions.
      const entry: ScoreListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    deliver(event: SportingEventJson) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onError?.(error);
        }
      }
    },
    get size() {
      return listeners.size;
    },
    clear() {
      listeners.clear();
    },
  };
}

export function inProcessScoreBus(options: { onError?: (error: unknown) => void } = {}): ScoreBus {
  const fanOut = localFanOut(options.onError);
  return {
    kind: "in-process",
    publish: async (event) => fanOut.deliver(event),
    subscribe: (listener) => fanOut.add(listener),
    listenerCount: () => fanOut.size,
    close: async () => fanOut.clear(),
  };
}
