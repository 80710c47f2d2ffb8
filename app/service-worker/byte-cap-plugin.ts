import { entriesOverCap, type SizedEntry } from "#core/service-worker/cache-byte-cap.ts";

/** The size of a kept response: its Content-Length, else its body's. */
async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const length = Number(response.headers.get("content-length"));
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.clone().blob()).size;
}

async function trim(cacheName: string, cap: number) {
  const cache = await caches.open(cacheName);
  const entries: SizedEntry[] = [];
  for (const request of await cache.keys()) {
    entries.push({ url: request.url, bytes: await sizeOf(await cache.match(request, { ignoreVary: true })) });
  }
  for (const url of entriesOverCap(entries, cap)) await cache.delete(url, { ignoreVary: true });
}

/**
 * A Workbox plugin that keeps a runtime cache within `cap` bytes (Workbox's expiration counts
 * entries and age only): after each update, the oldest entries go until the rest fit
 * (core/service-worker/cache-byte-cap.ts). Updates during a trim are covered by one more trim, not one each.
 */
export function byteCapPlugin(cap: number) {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await trim(cacheName, cap);
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
