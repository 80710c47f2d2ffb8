import { parseQueue, type QueuedChange } from "#core/offline/offline-queue.ts";

/*
 * Where the offline queue is kept (decision 0085): IndexedDB, which the pages and the service
 * worker both reach, so the worker can send the changes when the connection is back with no page
 * open (Background Sync). One record holds the list, so each change of it is one read-and-write
 * transaction: a tab and the worker writing at once cannot lose each other's change. Where the
 * browser keeps no IndexedDB (disabled, some private modes), the queue lives in the page's memory.
 */

/** Who was on the page when a change was queued, and where the API is: what the worker sends as. */
export type QueueContext = { reader: string | null; apiPrefix: string };

export type QueueStore = {
  /** The changes waiting, oldest first (expired or malformed ones left out). */
  read(): Promise<QueuedChange[]>;
  /** Applies one change to the stored list in one transaction; answers the list as stored. */
  update(change: (queue: QueuedChange[]) => QueuedChange[]): Promise<QueuedChange[]>;
  readContext(): Promise<QueueContext | null>;
  writeContext(context: QueueContext): Promise<void>;
  /** Empties it: a sign-out, an account removal, a 401. */
  clear(): Promise<void>;
};

export const QUEUE_DATABASE = "icaro-offline-queue";
const STORE = "queue";
const CHANGES = "changes";
const CONTEXT = "context";

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

function isContext(value: unknown): value is QueueContext {
  if (typeof value !== "object" || value === null) return false;
  const context = value as Record<string, unknown>;
  return (
    (context.reader === null || typeof context.reader === "string") &&
    typeof context.apiPrefix === "string" &&
    /^\/api\/v\d+\/$/.test(context.apiPrefix)
  );
}

/** The IndexedDB store of `factory` (the browser's by default). */
export function indexedDbQueueStore(factory: IDBFactory, now: () => number = Date.now): QueueStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= (() => {
      const request = factory.open(QUEUE_DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      return done(request).then((db) => {
        // A newer version elsewhere (a later build) waits for no one: close, open again next time.
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        return db;
      });
    })();
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  const transaction = async (mode: IDBTransactionMode) =>
    (await database()).transaction(STORE, mode).objectStore(STORE);

  return {
    async read() {
      return parseQueue(await done((await transaction("readonly")).get(CHANGES)), now());
    },
    async update(change) {
      const store = await transaction("readwrite");
      let next: QueuedChange[] = [];
      const stored = store.get(CHANGES);
      stored.onsuccess = () => {
        next = change(parseQueue(stored.result, now()));
        if (next.length === 0) store.delete(CHANGES);
        else store.put(next, CHANGES);
      };
      await finished(store.transaction);
      return next;
    },
    async readContext() {
      const context: unknown = await done((await transaction("readonly")).get(CONTEXT));
      return isContext(context) ? context : null;
    },
    async writeContext(context) {
      const store = await transaction("readwrite");
      store.put(context, CONTEXT);
      await finished(store.transaction);
    },
    async clear() {
      const store = await transaction("readwrite");
      store.clear();
      await finished(store.transaction);
    },
  };
}

/** The queue in memory, for a browser without IndexedDB. */
export function memoryQueueStore(now: () => number = Date.now): QueueStore {
  let changes: QueuedChange[] = [];
  let context: QueueContext | null = null;
  return {
    read: async () => parseQueue(changes, now()),
    update: async (change) => {
      changes = change(parseQueue(changes, now()));
      return changes;
    },
    readContext: async () => context,
    writeContext: async (next) => {
      context = next;
    },
    clear: async () => {
      changes = [];
      context = null;
    },
  };
}

let shared: QueueStore | undefined;

/**
 * This page's (or the worker's) queue: IndexedDB where it opens, else memory. Decided at the first
 * use and kept: a store that fails to open later (quota, a browser setting) fails its calls instead.
 */
export async function queueStore(): Promise<QueueStore> {
  if (shared) return shared;
  const factory = typeof indexedDB === "undefined" ? undefined : indexedDB;
  if (factory) {
    const store = indexedDbQueueStore(factory);
    try {
      await store.readContext();
      shared = store;
      return store;
    } catch {
      // Falls through to memory.
    }
  }
  shared ??= memoryQueueStore();
  return shared;
}
