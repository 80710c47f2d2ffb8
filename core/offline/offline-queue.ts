/*
 * The offline queue's rules: reads, likes, follows and read-later changes made without
 * a connection are kept on the device and sent once when it is back. Each queued change is one API
 * request with an id that is sent as its `Idempotency-Key`; the server treats a replay as done
 * (likes and saves are upserts, a second follow is 409 `already_following`, a removal of what is
 * gone is 404 or a no-op, and a read is counted once per key: migration 0013). The browser side is
 * app/offline/offline-queue.ts; decision 0084.
 */

/** Changes kept at most; past it the oldest read goes first, then the oldest change. */
export const QUEUE_MAX = 100;

/** A change not sent within this long is dropped (as the one browser storage's entries expire). */
export const QUEUE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The Background Sync tag under which a page asks the service worker to send the queue. */
export const OFFLINE_QUEUE_SYNC = "icaro-offline-queue";

/** A change the server keeps failing (5xx) is given up after this many replays. */
export const MAX_ATTEMPTS = 5;

/** What an `Idempotency-Key` may be: the queue's ids (UUIDs), or any client's 8–64 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The API paths (after the API prefix) a queued change may call, and how. */
const ALLOWED: Record<string, readonly string[]> = {
  reads: ["POST"],
  like: ["POST", "DELETE"],
  unlike: ["POST"],
  follows: ["POST", "PUT", "DELETE"],
  follows_anon: ["POST", "DELETE"],
  read_later: ["POST", "DELETE"],
};

export type QueuedRequest = {
  /**
   * What the change is about (`like:news_stories:12`): a later change of the same thing replaces
   * an earlier one still queued (a like then an unlike offline sends only the unlike).
   */
  target: string;
  method: "POST" | "PUT" | "DELETE";
  /** The path after the API prefix: `like`, `follows_anon`… */
  path: string;
  /** The JSON body. */
  body: unknown;
};

export type QueuedChange = QueuedRequest & {
  /** Unique; sent as `Idempotency-Key`. */
  id: string;
  /** Whose change it is: the signed-in reader's tid, or null for a guest. */
  reader: string | null;
  /** ms since the epoch. */
  queuedAt: number;
  /** Replays the server answered with a 5xx or 429. */
  attempts: number;
};

function isChange(value: unknown): value is QueuedChange {
  if (typeof value !== "object" || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    typeof change.id === "string" &&
    IDEMPOTENCY_KEY_PATTERN.test(change.id) &&
    typeof change.target === "string" &&
    change.target.length > 0 &&
    change.target.length <= 200 &&
    typeof change.path === "string" &&
    typeof change.method === "string" &&
    (ALLOWED[change.path] ?? []).includes(change.method) &&
    (change.reader === null || (typeof change.reader === "string" && change.reader.length > 0)) &&
    typeof change.queuedAt === "number" &&
    Number.isFinite(change.queuedAt) &&
    typeof change.attempts === "number" &&
    Number.isInteger(change.attempts) &&
    change.attempts >= 0 &&
    "body" in change
  );
}

/**
 * The stored queue as a list: anything that is not a change we would send is dropped, and so is a
 * change queued more than QUEUE_MAX_AGE_MS before `now`.
 */
export function parseQueue(value: unknown, now: number): QueuedChange[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter((change): change is QueuedChange => {
      if (!isChange(change) || seen.has(change.id) || now - change.queuedAt > QUEUE_MAX_AGE_MS) return false;
      seen.add(change.id);
      return true;
    })
    .slice(-QUEUE_MAX);
}

/** The queue with this change last, replacing an earlier change of the same target, within the cap. */
export function withQueued(queue: readonly QueuedChange[], change: QueuedChange): QueuedChange[] {
  const next = queue.filter((queued) => queued.target !== change.target);
  next.push(change);
  while (next.length > QUEUE_MAX) {
    const oldestRead = next.findIndex((queued) => queued.path === "reads");
    next.splice(oldestRead === -1 ? 0 : oldestRead, 1);
  }
  return next;
}

/**
 * What a replay's answer means for the queued change:
 * - `done`: the server has it (2xx; 409 `already_following`; 404 for a removal: it is gone);
 * - `retry`: try again later (5xx, 429), until MAX_ATTEMPTS;
 * - `drop`: it will never be taken (401/403: not this reader's session any more; other 4xx).
 */
export function replayOutcome(method: string, status: number): "done" | "retry" | "drop" {
  if (status >= 200 && status < 300) return "done";
  if (status === 409) return "done";
  if (status === 404 && method === "DELETE") return "done";
  if (status === 429 || status >= 500) return "retry";
  return "drop";
}

/** A queue id: a UUID where the browser makes them (secure contexts), else 32 random hex digits. */
export function newChangeId(random: () => number = Math.random): string {
  const made = globalThis.crypto?.randomUUID?.();
  if (made) return made;
  return Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
}
