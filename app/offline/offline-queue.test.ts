import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrowserApi } from "#app/api/browser-api.ts";
import { ACTION_TIMEOUT_MS, HttpClientError, httpFailureOf } from "#core/page-load/http-client-errors.ts";
import { memoryStorage, readEntry } from "#core/storage/local-storage-entry.ts";
import { enqueue, readQueue, replayQueue, sendOrQueue, startOfflineQueue } from "./offline-queue.ts";
import { indexedDbQueueStore, type QueueStore } from "./queue-store.ts";

const KEY = "IcaroOfflineQueue";
const like = (id: number) => ({
  target: `like:news_stories:${id}`,
  method: "POST" as const,
  path: "like",
  body: { id, context: "news_stories" },
});

/** A server that records each request and answers with the given status (or a network error). */
function server(answer: (path: string, init: RequestInit) => number | "offline" = () => 200) {
  const calls: { path: string; method?: string; key: string | null; body: unknown }[] = [];
  const api: BrowserApi = vi.fn(async (path: string, init: RequestInit = {}) => {
    const status = answer(path, init);
    if (status === "offline") throw new TypeError("Failed to fetch");
    calls.push({
      path,
      method: init.method,
      key: new Headers(init.headers).get("Idempotency-Key"),
      body: JSON.parse(String(init.body)),
    });
    return new Response(status === 204 ? null : "{}", { status });
  });
  return { api, calls };
}

describe("the offline queue", () => {
  let storage: ReturnType<typeof memoryStorage>;
  let store: QueueStore;
  let requestSync: () => Promise<void>;
  let online: boolean;
  const env = (extra: object = {}) => ({
    store,
    storage,
    requestSync,
    siteName: "Icaro",
    reader: "tid-1",
    apiPrefix: "/api/v3/",
    online: () => online,
    ...extra,
  });

  beforeEach(() => {
    // IndexedDB's tasks (setImmediate in Node) run; the queue's pauses and the clock are the test's.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-11-29T10:00:00Z"));
    storage = memoryStorage();
    // A real IndexedDB (fake-indexeddb's, in memory), a new one per test; its clock is the test's.
    store = indexedDbQueueStore(new IDBFactory(), () => Date.now());
    requestSync = vi.fn(async () => {});
    online = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("queues a change made offline and replays it once, with its id as Idempotency-Key", async () => {
    const { api, calls } = server();
    expect(await sendOrQueue(like(1), env({ api }))).toBe("queued");
    expect(api).not.toHaveBeenCalled();
    const [queued] = await readQueue(env());
    // The next page is told that changes wait; the worker is asked to send them when it can.
    expect(readEntry(storage, KEY, Date.now())).toBe(1);
    expect(requestSync).toHaveBeenCalledOnce();
    expect(await store.readContext()).toEqual({ reader: "tid-1", apiPrefix: "/api/v3/" });
    online = true;
    expect(await replayQueue(env({ api }))).toEqual({ sent: 1, dropped: 0, left: 0 });
    expect(await replayQueue(env({ api }))).toEqual({ sent: 0, dropped: 0, left: 0 });
    expect(calls).toEqual([
      { path: "/api/v3/like", method: "POST", key: queued.id, body: { id: 1, context: "news_stories" } },
    ]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("queues a change whose request cannot leave (the connection dropped on the way)", async () => {
    online = true;
    const { api } = server(() => "offline");
    expect(await sendOrQueue(like(2), env({ api }))).toBe("queued");
    expect(await readQueue(env())).toHaveLength(1);
  });

  it.each(["aborted", "timeout"] as const)(
    "does not keep a change whose request was %s: the reader is told instead",
    async (failure) => {
      online = true;
      const api: BrowserApi = vi.fn(async () => {
        throw new HttpClientError(failure);
      });
      const error = await sendOrQueue(like(4), env({ api })).catch((thrown: unknown) => thrown);
      expect(httpFailureOf(error)).toBe(failure);
      expect(await readQueue(env())).toEqual([]);
    },
  );

  it("asks for an answer within the reader's action time-out", async () => {
    online = true;
    const { api } = server();
    await sendOrQueue(like(5), env({ api }));
    expect(api).toHaveBeenCalledWith(
      "/api/v3/like",
      expect.objectContaining({ timeoutMs: ACTION_TIMEOUT_MS }),
    );
  });

  it("a change sent online replaces the same thing's queued change, so a replay cannot undo it", async () => {
    await enqueue(like(3), env());
    online = true;
    const { api, calls } = server();
    const response = await sendOrQueue({ ...like(3), path: "unlike" }, env({ api }));
    expect(response).toBeInstanceOf(Response);
    expect(await readQueue(env())).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(["/api/v3/unlike"]);
  });

  it("stops at a network error and sends the rest at the next replay, in order", async () => {
    for (const id of [1, 2, 3]) await enqueue(like(id), env());
    online = true;
    let up = false;
    const { api, calls } = server((_path, init) => {
      const id = JSON.parse(String(init.body)).id;
      return up || id === 1 ? 200 : "offline";
    });
    expect(await replayQueue(env({ api }))).toEqual({ sent: 1, dropped: 0, left: 2 });
    up = true;
    expect(await replayQueue(env({ api }))).toEqual({ sent: 2, dropped: 0, left: 0 });
    expect(calls.map((call) => (call.body as { id: number }).id)).toEqual([1, 2, 3]);
  });

  it("treats 'already done' answers as sent: a second follow (409), a removal of what is gone (404)", async () => {
    await enqueue(
      { target: "follow:teams:9", method: "POST", path: "follows", body: { id: 9, context: "teams" } },
      env(),
    );
    await enqueue(
      { target: "read_later:videos:4", method: "DELETE", path: "read_later", body: { id: 4 } },
      env(),
    );
    online = true;
    const { api } = server((path) => (path.endsWith("follows") ? 409 : 404));
    expect(await replayQueue(env({ api }))).toEqual({ sent: 2, dropped: 0, left: 0 });
  });

  it("retries a 5xx at later replays and gives up after the attempts", async () => {
    await enqueue(like(1), env());
    online = true;
    const { api, calls } = server(() => 503);
    for (let replay = 1; replay < 5; replay++) {
      expect((await replayQueue(env({ api }))).left).toBe(1);
    }
    expect(await replayQueue(env({ api }))).toEqual({ sent: 0, dropped: 1, left: 0 });
    expect(calls).toHaveLength(5);
  });

  it("never sends a change as another reader's: queued signed in, replayed after sign-out", async () => {
    await enqueue(like(1), env());
    online = true;
    const { api } = server();
    expect(await replayQueue(env({ api, reader: null }))).toEqual({ sent: 0, dropped: 1, left: 0 });
    expect(api).not.toHaveBeenCalled();
  });

  it("keeps at most 100 changes", async () => {
    for (let id = 1; id <= 130; id++) await enqueue(like(id), env());
    const queue = await readQueue(env());
    expect(queue).toHaveLength(100);
    expect((queue[0].body as { id: number }).id).toBe(31);
  });

  it("drops a change not sent within 14 days", async () => {
    await enqueue(like(1), env());
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000);
    await enqueue(like(2), env());
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000 + 1);
    expect((await readQueue(env())).map((change) => (change.body as { id: number }).id)).toEqual([2]);
  });

  it("a tab and the worker writing at once lose neither change", async () => {
    await Promise.all([enqueue(like(1), env()), enqueue(like(2), env()), enqueue(like(3), env())]);
    expect(await readQueue(env())).toHaveLength(3);
  });

  it("replays at start and when the connection comes back, once however many events, and again after a pause when the first try could not leave", async () => {
    await enqueue(like(1), env());
    const page = new EventTarget();
    vi.stubGlobal("window", page);
    // `online` comes before requests can leave: the first try fails, the retry a second later sends it.
    let tries = 0;
    const { api, calls } = server(() => (++tries === 1 ? "offline" : 200));
    startOfflineQueue(env({ api }));
    expect(calls).toHaveLength(0);
    online = true;
    page.dispatchEvent(new Event("online"));
    page.dispatchEvent(new Event("online"));
    // IndexedDB answers in real time: wait for the first try, which could not leave, and its pause.
    await vi.waitFor(() => expect(tries).toBe(1));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(calls).toHaveLength(0);
    expect(await readQueue(env())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(storage.getItem(KEY)).toBeNull());
    expect(await readQueue(env())).toEqual([]);
    await vi.runAllTimersAsync();
    expect(tries).toBe(2);
    expect(calls).toHaveLength(1);
  });
});
