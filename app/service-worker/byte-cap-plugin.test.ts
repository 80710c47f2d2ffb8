import { afterEach, describe, expect, it, vi } from "vitest";
import { byteCapPlugin } from "./byte-cap-plugin.ts";

/** A Cache Storage of one cache, in memory, keeping the order entries were put (as browsers do). */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (request: Request) => entries.get(request.url)?.clone(),
    delete: async (url: string) => entries.delete(url),
    put: (url: string, response: Response) => entries.set(url, response),
  };
  return { storage: { open: async () => cache }, cache, urls: () => [...entries.keys()] };
}

const picture = (bytes: number, withLength = true) =>
  new Response(new Uint8Array(bytes), {
    headers: withLength ? { "content-length": String(bytes), "content-type": "image/webp" } : {},
  });

describe("the pictures cache's size cap", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("drops the oldest pictures once the cache is over its bytes, sizing a picture without Content-Length by its body", async () => {
    const { storage, cache, urls } = memoryCaches();
    vi.stubGlobal("caches", storage);
    const plugin = byteCapPlugin(1000);
    cache.put("https://icaro.test/_ipx/a.webp", picture(400));
    cache.put("https://icaro.test/_ipx/b.webp", picture(300, false));
    await plugin.cacheDidUpdate({ cacheName: "pictures" });
    expect(urls()).toHaveLength(2);
    cache.put("https://icaro.test/_ipx/c.webp", picture(500));
    await plugin.cacheDidUpdate({ cacheName: "pictures" });
    expect(urls()).toEqual(["https://icaro.test/_ipx/b.webp", "https://icaro.test/_ipx/c.webp"]);
  });

  it("updates during a trim are covered by one more trim", async () => {
    const { storage, cache, urls } = memoryCaches();
    vi.stubGlobal("caches", storage);
    const plugin = byteCapPlugin(1000);
    const opened = vi.spyOn(storage, "open");
    for (const name of ["a", "b", "c", "d"]) cache.put(`https://icaro.test/_ipx/${name}.webp`, picture(400));
    await Promise.all([1, 2, 3].map(() => plugin.cacheDidUpdate({ cacheName: "pictures" })));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(urls()).toEqual(["https://icaro.test/_ipx/c.webp", "https://icaro.test/_ipx/d.webp"]);
  });
});
