import type { SportingEventJson } from "#core/sports/sporting-events.ts";

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
  /**
   * Returns the function that unsubscribes. `onClose` is told when the bus closes (the server
   * stops), so a stream can end its response instead of holding the shutdown up.
   */
  subscribe(listener: ScoreListener, onClose?: () => void): () => void;
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
  const closers = new Map<ScoreListener, () => void>();
  return {
    add(listener: ScoreListener, onClose?: () => void) {
      // A wrapper per subscription, so one function subscribed twice is two subscriptions.
      const entry: ScoreListener = (event) => listener(event);
      listeners.add(entry);
      if (onClose) closers.set(entry, onClose);
      return () => {
        listeners.delete(entry);
        closers.delete(entry);
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
    /** Forgets every listener, telling those that asked. */
    clear() {
      const told = [...closers.values()];
      listeners.clear();
      closers.clear();
      for (const onClose of told) {
        try {
          onClose();
        } catch (error) {
          onError?.(error);
        }
      }
    },
  };
}

export function inProcessScoreBus(options: { onError?: (error: unknown) => void } = {}): ScoreBus {
  const fanOut = localFanOut(options.onError);
  return {
    kind: "in-process",
    publish: async (event) => fanOut.deliver(event),
    subscribe: (listener, onClose) => fanOut.add(listener, onClose),
    listenerCount: () => fanOut.size,
    close: async () => fanOut.clear(),
  };
}
