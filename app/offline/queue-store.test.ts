import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import type { QueuedChange } from "#core/offline/offline-queue.ts";
import { indexedDbQueueStore, memoryQueueStore, QUEUE_DATABASE } from "./queue-store.ts";

const NOW = Date.parse("2026-11-29T10:00:00Z");
const change = (id: string): QueuedChange => ({
  id,
  target: `like:news_stories:${id}`,
  method: "POST",
  path: "like",
  body: { id: 1, context: "news_stories" },
  reader: null,
  queuedAt: NOW,
  attempts: 0,
});

/** Writes a raw value where the store keeps its list, as another build or a damaged profile might. */
async function writeRaw(factory: IDBFactory, key: string, value: unknown) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(QUEUE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore("queue");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction("queue", "readwrite");
    transaction.objectStore("queue").put(value, key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
}

describe("the offline queue's IndexedDB store", () => {
  it("keeps the list and the context across openings, and empties both", async () => {
    const factory = new IDBFactory();
    const first = indexedDbQueueStore(factory, () => NOW);
    await first.update((queue) => [...queue, change("change-0001")]);
    await first.writeContext({ reader: "tid-1", apiPrefix: "/api/v3/" });
    const again = indexedDbQueueStore(factory, () => NOW);
    expect((await again.read()).map((entry) => entry.id)).toEqual(["change-0001"]);
    expect(await again.readContext()).toEqual({ reader: "tid-1", apiPrefix: "/api/v3/" });
    await again.clear();
    expect(await first.read()).toEqual([]);
    expect(await first.readContext()).toBeNull();
  });

  it("drops what is not a change it would send, and a context that is not one", async () => {
    const factory = new IDBFactory();
    await writeRaw(factory, "changes", [{ id: "x" }, 12, "junk", change("change-0002")]);
    await writeRaw(factory, "context", { reader: 7, apiPrefix: "https://elsewhere.example/" });
    const store = indexedDbQueueStore(factory, () => NOW);
    expect((await store.read()).map((entry) => entry.id)).toEqual(["change-0002"]);
    expect(await store.readContext()).toBeNull();
    await writeRaw(factory, "changes", "{not a list");
    expect(await store.read()).toEqual([]);
  });

  it("an emptied list leaves no record", async () => {
    const factory = new IDBFactory();
    const store = indexedDbQueueStore(factory, () => NOW);
    await store.update(() => [change("change-0003")]);
    expect(await store.update(() => [])).toEqual([]);
    expect(await store.read()).toEqual([]);
  });
});

describe("the offline queue in memory (no IndexedDB)", () => {
  it("behaves as the stored one for the life of the page", async () => {
    const store = memoryQueueStore(() => NOW);
    await store.update((queue) => [...queue, change("change-0004")]);
    await store.writeContext({ reader: null, apiPrefix: "/api/v3/" });
    expect((await store.read()).map((entry) => entry.id)).toEqual(["change-0004"]);
    await store.clear();
    expect(await store.read()).toEqual([]);
    expect(await store.readContext()).toBeNull();
  });
});
