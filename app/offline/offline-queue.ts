import { type BrowserApi, createBrowserApi } from "#app/api/browser-api.ts";
import {
  MAX_ATTEMPTS,
  newChangeId,
  OFFLINE_QUEUE_SYNC,
  type QueuedChange,
  type QueuedRequest,
  replayOutcome,
  withQueued,
} from "#core/offline/offline-queue.ts";
import { ACTION_TIMEOUT_MS, httpFailureOf } from "#core/page-load/http-client-errors.ts";
import {
  browserStorage,
  type EntryStorage,
  removeEntry,
  siteStorageKey,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";
import { pageRootData } from "./page-root-data.ts";
import { type QueueStore, queueStore } from "./queue-store.ts";

/*
 * The device's queue of changes made offline (rules in core/offline/offline-queue.ts), kept in
 * IndexedDB (app/offline/queue-store.ts, decision 0085) so the service worker can send it too. A
 * sign-out, an account removal or a 401 empty it with the rest of the reader's data
 * (app/account/local-account-data.ts); a change queued by another reader than the one on the page
 * is dropped, never sent as theirs. Sent by the service worker when the connection is back where
 * the browser has Background Sync, and by the page: once it is idle (the after-load chunk, when an
 * earlier visit left changes) and on every `online` event after that or after a change is queued;
 * one replay at a time across tabs and the worker where the browser has Web Locks; each change
 * leaves the queue only when the server has it. The one browser storage (decision 0077) holds
 * `<site>OfflineQueue`, the number of changes waiting, so a page loads this code only when there
 * are some.
 */

/** Where the queue is and who is on the page; the browser's by default, a test's or the worker's otherwise. */
export type QueueEnvironment = {
  store?: QueueStore;
  /** Where the number of changes waiting is noted for the next page (none in the worker). */
  storage?: EntryStorage;
  siteName?: string;
  reader?: string | null;
  apiPrefix?: string;
  api?: BrowserApi;
  now?: () => number;
  online?: () => boolean;
  /** Asks the service worker to send the queue once the connection is back (Background Sync). */
  requestSync?: () => Promise<void>;
};

type Resolved = Required<Omit<QueueEnvironment, "siteName">> & Pick<QueueEnvironment, "siteName">;

async function resolve(environment: QueueEnvironment): Promise<Resolved | null> {
  const root = typeof window === "undefined" ? undefined : pageRootData();
  const apiPrefix = environment.apiPrefix ?? root?.apiPrefix;
  if (!apiPrefix) return null;
  return {
    store: environment.store ?? (await queueStore()),
    storage: environment.storage ?? browserStorage(),
    siteName: environment.siteName ?? root?.site?.name,
    reader: environment.reader !== undefined ? environment.reader : (root?.user?.tid ?? null),
    apiPrefix,
    api: environment.api ?? createBrowserApi(),
    now: environment.now ?? Date.now,
    online: environment.online ?? (() => navigator.onLine),
    requestSync: environment.requestSync ?? requestBackgroundSync,
  };
}

/** Background Sync where the browser has it and a worker is registered; nothing otherwise. */
async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.serviceWorker) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
    | undefined;
  await registration?.sync?.register(OFFLINE_QUEUE_SYNC);
}

/** Notes for the next page how many changes wait (after-load loads this code only then). */
function note(env: Resolved, queue: QueuedChange[]) {
  if (!env.siteName) return;
  const key = siteStorageKey(env.siteName, "OfflineQueue");
  if (queue.length === 0) removeEntry(env.storage, key);
  else writeEntry(env.storage, key, queue.length, env.now());
}

/** Who the worker sends the queue as (app/service-worker/queue-sync.ts): the reader on the page now. */
const rememberReader = (env: Resolved) =>
  env.store.writeContext({ reader: env.reader, apiPrefix: env.apiPrefix });

/** Applies one change to the stored queue (one transaction: another tab or the worker may write too). */
async function update(env: Resolved, change: (queue: QueuedChange[]) => QueuedChange[]) {
  const queue = await env.store.update(change);
  note(env, queue);
  return queue;
}

/** The changes waiting for the connection, oldest first. */
export async function readQueue(environment: QueueEnvironment = {}): Promise<QueuedChange[]> {
  const env = await resolve(environment);
  return env ? env.store.read() : [];
}

/** Keeps a change for later; answers its id. */
export async function enqueue(
  request: QueuedRequest,
  environment: QueueEnvironment = {},
): Promise<string | null> {
  const env = await resolve(environment);
  if (!env) return null;
  const change: QueuedChange = {
    ...request,
    id: newChangeId(),
    reader: env.reader,
    queuedAt: env.now(),
    attempts: 0,
  };
  // Whom to send as first: the worker sends nothing of a queue it cannot say whose it is.
  await rememberReader(env);
  await update(env, (queue) => withQueued(queue, change));
  env.requestSync().catch(() => {
    // No worker, no Background Sync, or the browser refused: the page sends it.
  });
  // Sent as soon as the connection is back, as the reader on the page then (not the one now).
  if (typeof window !== "undefined") startOfflineQueue({ ...environment, reader: undefined });
  return change.id;
}

/**
 * Sends the request now, or keeps it for later when the browser is offline or the request cannot
 * leave (a network error): answers the server's response, or "queued". A change that reached the
 * server replaces any change of the same thing still queued (so the queue cannot undo it later).
 * A request that was stopped or got no answer within ACTION_TIMEOUT_MS rejects with its
 * HttpClientError, for the reader's action to say so.
 */
export async function sendOrQueue(
  request: QueuedRequest,
  environment: QueueEnvironment = {},
): Promise<Response | "queued"> {
  const env = await resolve(environment);
  if (!env) return "queued";
  if (!env.online()) {
    await enqueue(request, env);
    return "queued";
  }
  let response: Response;
  try {
    response = await env.api(`${env.apiPrefix}${request.path}`, {
      method: request.method,
      body: JSON.stringify(request.body),
      timeoutMs: ACTION_TIMEOUT_MS,
    });
  } catch (error) {
    // Stopped (by the browser) or unanswered: the reader is told, in their language, and the
    // change is not made later behind their back. No connection: it is kept for later.
    const failure = httpFailureOf(error);
    if (failure === "aborted" || failure === "timeout") throw error;
    await enqueue(request, env);
    return "queued";
  }
  await update(env, (queue) => queue.filter((queued) => queued.target !== request.target));
  return response;
}

export type ReplayReport = { sent: number; dropped: number; left: number };

let replaying: Promise<ReplayReport> | null = null;

/**
 * Sends the queued changes in order, each with its id as `Idempotency-Key`; stops at the first
 * network error (still offline). One replay at a time in this page, and across tabs with Web Locks.
 */
export function replayQueue(environment: QueueEnvironment = {}): Promise<ReplayReport> {
  if (replaying) return replaying;
  const run = async () => {
    const env = await resolve(environment);
    return env ? replayNow(env) : { sent: 0, dropped: 0, left: 0 };
  };
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  const started = locks ? locks.request(OFFLINE_QUEUE_SYNC, run) : run();
  replaying = started.finally(() => {
    replaying = null;
  });
  return replaying;
}

async function replayNow(env: Resolved): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, dropped: 0, left: 0 };
  for (const change of await env.store.read()) {
    // Sent already by another tab or the worker, or replaced by a newer change of the same thing.
    if (!(await env.store.read()).some((queued) => queued.id === change.id)) continue;
    if (change.reader !== env.reader) {
      await update(env, (queue) => queue.filter((queued) => queued.id !== change.id));
      report.dropped++;
      continue;
    }
    let status: number;
    try {
      const response = await env.api(`${env.apiPrefix}${change.path}`, {
        method: change.method,
        body: JSON.stringify(change.body),
        headers: { "Idempotency-Key": change.id },
      });
      status = response.status;
    } catch {
      break;
    }
    const outcome = replayOutcome(change.method, status);
    if (outcome === "retry" && change.attempts + 1 < MAX_ATTEMPTS) {
      await update(env, (queue) =>
        queue.map((queued) =>
          queued.id === change.id ? { ...queued, attempts: queued.attempts + 1 } : queued,
        ),
      );
      continue;
    }
    await update(env, (queue) => queue.filter((queued) => queued.id !== change.id));
    if (outcome === "done") report.sent++;
    else report.dropped++;
  }
  const left = await env.store.read();
  note(env, left);
  report.left = left.length;
  return report;
}

let started = false;

/** Pauses before trying again while changes are left and the browser says it is online. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * Replays now (when something is queued) and every time the connection comes back; while changes
 * are left after a replay (the connection came back shaky: `online` fires before requests can
 * leave), it tries again after a growing pause rather than wait for the next `online` event.
 */
export function startOfflineQueue(environment: QueueEnvironment = {}): void {
  if (started) return;
  started = true;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const replay = async () => {
    clearTimeout(timer);
    if (running) return;
    running = true;
    const env = await resolve(environment).catch(() => null);
    const waiting = env ? await env.store.read().catch(() => []) : [];
    // Sent meanwhile (by the worker): the note for the next page goes too.
    if (env && waiting.length === 0) note(env, []);
    if (!env?.online() || waiting.length === 0) {
      running = false;
      return;
    }
    // Should the page close before it is sent.
    await rememberReader(env).catch(() => {});
    void replayQueue(environment)
      .catch(() => null)
      .then((report) => {
        running = false;
        if (!report || report.left === 0) {
          retries = 0;
          return;
        }
        timer = setTimeout(() => void replay(), RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]);
      });
  };
  window.addEventListener("online", () => void replay());
  void replay();
}
