import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrowserApi } from "#app/api/browser-api.ts";
import { memoryStorage, writeEntry } from "#core/local-storage-entry.ts";
import { enqueue, readQueue, replayQueue, sendOrQueue, startOfflineQueue } from "./offline-queue.ts";

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
  let online: boolean;
  const env = (extra: object = {}) => ({
    storage,
    siteName: "Icaro",
    reader: "tid-1",
    apiPrefix: "/api/v3/",
    online: () => online,
    ...extra,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-29T10:00:00Z"));
    storage = memoryStorage();
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
    const [queued] = readQueue(env());
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
    expect(readQueue(env())).toHaveLength(1);
  });

  it("a change sent online replaces the same thing's queued change, so a replay cannot undo it", async () => {
    enqueue(like(3), env());
    online = true;
    const { api, calls } = server();
    const response = await sendOrQueue({ ...like(3), path: "unlike" }, env({ api }));
    expect(response).toBeInstanceOf(Response);
    expect(readQueue(env())).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(["/api/v3/unlike"]);
  });

  it("stops at a network error and sends the rest at the next replay, in order", async () => {
    for (const id of [1, 2, 3]) enqueue(like(id), env());
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
    enqueue(
      { target: "follow:teams:9", method: "POST", path: "follows", body: { id: 9, context: "teams" } },
      env(),
    );
    enqueue({ target: "read_later:videos:4", method: "DELETE", path: "read_later", body: { id: 4 } }, env());
    online = true;
    const { api } = server((path) => (path.endsWith("follows") ? 409 : 404));
    expect(await replayQueue(env({ api }))).toEqual({ sent: 2, dropped: 0, left: 0 });
  });

  it("retries a 5xx at later replays and gives up after the attempts", async () => {
    enqueue(like(1), env());
    online = true;
    const { api, calls } = server(() => 503);
    for (let replay = 1; replay < 5; replay++) {
      expect((await replayQueue(env({ api }))).left).toBe(1);
    }
    expect(await replayQueue(env({ api }))).toEqual({ sent: 0, dropped: 1, left: 0 });
    expect(calls).toHaveLength(5);
  });

  it("never sends a change as another reader's: queued signed in, replayed after sign-out", async () => {
    enqueue(like(1), env());
    online = true;
    const { api } = server();
    expect(await replayQueue(env({ api, reader: null }))).toEqual({ sent: 0, dropped: 1, left: 0 });
    expect(api).not.toHaveBeenCalled();
  });

  it("drops corrupt stored changes and a corrupt queue entry", async () => {
    storage.setItem(KEY, "{not json");
    expect(readQueue(env())).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
    writeEntry(
      storage,
      KEY,
      [{ id: "x" }, 12, { ...like(1), id: "abcdefgh-1", reader: "tid-1", queuedAt: 1, attempts: 0 }],
      Date.now(),
    );
    expect(readQueue(env()).map((change) => change.id)).toEqual(["abcdefgh-1"]);
  });

  it("keeps at most 100 changes", () => {
    for (let id = 1; id <= 130; id++) enqueue(like(id), env());
    const queue = readQueue(env());
    expect(queue).toHaveLength(100);
    expect((queue[0].body as { id: number }).id).toBe(31);
  });

  it("expires a queue left untouched for 14 days", () => {
    enqueue(like(1), env());
    vi.advanceTimersByTime(14 * 24 * 60 * 60 * 1000 + 1);
    expect(readQueue(env())).toEqual([]);
  });

  it("replays at start and when the connection comes back, once however many events, and again after a pause when the first try could not leave", async () => {
    enqueue(like(1), env());
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
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    expect(readQueue(env())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(readQueue(env())).toEqual([]);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });
});
