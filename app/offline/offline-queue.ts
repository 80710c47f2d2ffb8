import { type BrowserApi, createBrowserApi } from "#app/api/browser-api.ts";
import {
  browserStorage,
  type EntryStorage,
  readEntry,
  removeEntry,
  siteStorageKey,
  writeEntry,
} from "#core/local-storage-entry.ts";
import {
  MAX_ATTEMPTS,
  newChangeId,
  parseQueue,
  type QueuedChange,
  type QueuedRequest,
  replayOutcome,
  withQueued,
} from "#core/offline-queue.ts";
import { pageRootData } from "./page-root-data.ts";

/*
 * The device's queue of changes made offline (issue 22, rules in core/offline-queue.ts): kept in the
 * one browser storage (decision 0077) under `<site name>OfflineQueue`, so a sign-out, an account
 * removal or a 401 (which clear that storage) drop a signed-in reader's queued changes with the
 * rest; a change queued by another reader than the one on the page is dropped, never sent as theirs.
 * Replayed once the page is idle (the after-load chunk, when an earlier visit left changes) and on
 * every `online` event after that or after a change is queued, one tab at a time where the browser
 * has Web Locks; each change leaves the queue only when the server has it.
 */

/** Where the queue is and who is on the page; the browser's by default, a test's otherwise. */
export type QueueEnvironment = {
  storage?: EntryStorage;
  siteName?: string;
  reader?: string | null;
  apiPrefix?: string;
  api?: BrowserApi;
  now?: () => number;
  online?: () => boolean;
};

type Resolved = Required<QueueEnvironment>;

function resolve(environment: QueueEnvironment): Resolved | null {
  const root = typeof window === "undefined" ? undefined : pageRootData();
  const siteName = environment.siteName ?? root?.site?.name;
  if (!siteName) return null;
  return {
    storage: environment.storage ?? browserStorage(),
    siteName,
    reader: environment.reader !== undefined ? environment.reader : (root?.user?.tid ?? null),
    apiPrefix: environment.apiPrefix ?? root?.apiPrefix ?? "/api/v3/",
    api: environment.api ?? createBrowserApi(),
    now: environment.now ?? Date.now,
    online: environment.online ?? (() => navigator.onLine),
  };
}

const keyOf = (env: Resolved) => siteStorageKey(env.siteName, "OfflineQueue");

function queueOf(env: Resolved): QueuedChange[] {
  return parseQueue(readEntry(env.storage, keyOf(env), env.now()));
}

/** The changes waiting for the connection, oldest first. */
export function readQueue(environment: QueueEnvironment = {}): QueuedChange[] {
  const env = resolve(environment);
  return env ? queueOf(env) : [];
}

function writeQueue(env: Resolved, queue: QueuedChange[]) {
  if (queue.length === 0) removeEntry(env.storage, keyOf(env));
  else writeEntry(env.storage, keyOf(env), queue, env.now());
}

/** Keeps a change for later; answers its id. */
export function enqueue(request: QueuedRequest, environment: QueueEnvironment = {}): string | null {
  const env = resolve(environment);
  if (!env) return null;
  const change: QueuedChange = {
    ...request,
    id: newChangeId(),
    reader: env.reader,
    queuedAt: env.now(),
    attempts: 0,
  };
  writeQueue(env, withQueued(queueOf(env), change));
  // Sent as soon as the connection is back, as the reader on the page then (not the one now).
  if (typeof window !== "undefined") startOfflineQueue({ ...environment, reader: undefined });
  return change.id;
}

/** Re-reads the queue and applies one change to it (another tab may have written meanwhile). */
function update(env: Resolved, change: (queue: QueuedChange[]) => QueuedChange[]) {
  writeQueue(env, change(queueOf(env)));
}

/**
 * Sends the request now, or keeps it for later when the browser is offline or the request cannot
 * leave (a network error): answers the server's response, or "queued". A change that reached the
 * server replaces any change of the same thing still queued (so the queue cannot undo it later).
 */
export async function sendOrQueue(
  request: QueuedRequest,
  environment: QueueEnvironment = {},
): Promise<Response | "queued"> {
  const env = resolve(environment);
  if (!env) return "queued";
  if (!env.online()) {
    enqueue(request, env);
    return "queued";
  }
  let response: Response;
  try {
    response = await env.api(`${env.apiPrefix}${request.path}`, {
      method: request.method,
      body: JSON.stringify(request.body),
    });
  } catch {
    enqueue(request, env);
    return "queued";
  }
  update(env, (queue) => queue.filter((queued) => queued.target !== request.target));
  return response;
}

export type ReplayReport = { sent: number; dropped: number; left: number };

let replaying: Promise<ReplayReport> | null = null;

/**
 * Sends the queued changes in order, each with its id as `Idempotency-Key`; stops at the first
 * network error (still offline). One replay at a time in this page, and across tabs with Web Locks.
 */
export function replayQueue(environment: QueueEnvironment = {}): Promise<ReplayReport> {
  const env = resolve(environment);
  if (!env) return Promise.resolve({ sent: 0, dropped: 0, left: 0 });
  if (replaying) return replaying;
  const run = () => replayNow(env);
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  const started = locks ? locks.request("icaro-offline-queue", run) : run();
  replaying = started.finally(() => {
    replaying = null;
  });
  return replaying;
}

async function replayNow(env: Resolved): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, dropped: 0, left: 0 };
  for (const change of queueOf(env)) {
    // Sent already by another tab, or replaced by a newer change of the same thing.
    if (!queueOf(env).some((queued) => queued.id === change.id)) continue;
    if (change.reader !== env.reader) {
      update(env, (queue) => queue.filter((queued) => queued.id !== change.id));
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
      update(env, (queue) =>
        queue.map((queued) =>
          queued.id === change.id ? { ...queued, attempts: queued.attempts + 1 } : queued,
        ),
      );
      continue;
    }
    update(env, (queue) => queue.filter((queued) => queued.id !== change.id));
    if (outcome === "done") report.sent++;
    else report.dropped++;
  }
  report.left = queueOf(env).length;
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
  const replay = () => {
    clearTimeout(timer);
    const env = resolve(environment);
    if (running || !env?.online() || queueOf(env).length === 0) return;
    running = true;
    void replayQueue(environment)
      .catch(() => null)
      .then((report) => {
        running = false;
        if (!report || report.left === 0) {
          retries = 0;
          return;
        }
        timer = setTimeout(replay, RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]);
      });
  };
  window.addEventListener("online", replay);
  replay();
}
