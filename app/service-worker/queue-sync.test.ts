import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import { enqueue } from "#app/offline/offline-queue.ts";
import { indexedDbQueueStore, type QueueStore } from "#app/offline/queue-store.ts";
import { sendQueueFromWorker } from "./queue-sync.ts";

const like = {
  target: "like:news_stories:5",
  method: "POST" as const,
  path: "like",
  body: { id: 5, context: "news_stories" },
};

/** A queue with one like, queued by `reader` on a page, as the page leaves it for the worker. */
async function queued(reader: string | null): Promise<QueueStore> {
  const store = indexedDbQueueStore(new IDBFactory());
  await enqueue(like, {
    store,
    reader,
    apiPrefix: "/api/v3/",
    online: () => false,
    requestSync: async () => {},
  });
  return store;
}

const jar = (cookies: Record<string, string>) => ({
  getAll: async () => Object.entries(cookies).map(([name, value]) => ({ name, value })),
});

function server(answer: () => Response | "offline") {
  const requests: { url: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const response = answer();
    if (response === "offline") throw new TypeError("Failed to fetch");
    requests.push({
      url: String(url),
      headers: new Headers(init.headers),
      body: JSON.parse(String(init.body)),
    });
    return response;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe("Background Sync in the service worker", () => {
  it("sends the queue as the reader who queued it, with the session's XSRF token, once", async () => {
    const store = await queued("tid-1");
    const [change] = await store.read();
    const { fetch, requests } = server(() => new Response("{}", { status: 200 }));
    const cookies = jar({ "XSRF-TOKEN": "token-1", psid: "p-1" });
    expect(await sendQueueFromWorker(cookies, { store, fetch })).toEqual({ sent: 1, dropped: 0, left: 0 });
    expect(await sendQueueFromWorker(cookies, { store, fetch })).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe("/api/v3/like");
    expect(requests[0].body).toEqual(like.body);
    expect(requests[0].headers.get("X-XSRF-TOKEN")).toBe("token-1");
    expect(requests[0].headers.get("Idempotency-Key")).toBe(change.id);
    expect(await store.read()).toEqual([]);
  });

  it("leaves a guest's changes to the page when the session is someone's now, and a reader's when signed out", async () => {
    const { fetch, requests } = server(() => new Response("{}", { status: 200 }));
    const guest = await queued(null);
    expect(await sendQueueFromWorker(jar({ "XSRF-TOKEN": "token-2" }), { store: guest, fetch })).toBeNull();
    const reader = await queued("tid-1");
    expect(await sendQueueFromWorker(jar({}), { store: reader, fetch })).toBeNull();
    expect(requests).toEqual([]);
    expect(await guest.read()).toHaveLength(1);
    expect(await reader.read()).toHaveLength(1);
  });

  it("fails the sync while the changes cannot leave, so the browser tries again, keeping them", async () => {
    const store = await queued(null);
    const { fetch } = server(() => "offline");
    await expect(sendQueueFromWorker(jar({}), { store, fetch })).rejects.toThrow(/1 changes left/);
    expect(await store.read()).toHaveLength(1);
  });

  it("does nothing where the browser has no Cookie Store", async () => {
    const store = await queued(null);
    expect(await sendQueueFromWorker(undefined, { store })).toBeNull();
    expect(await store.read()).toHaveLength(1);
  });
});
