import { describe, expect, it } from "vitest";
import { SAVED_STORIES_CACHE } from "#core/service-worker/offline-caches.ts";
import { clearOfflineCopies } from "./clear-offline-copies.ts";

describe("clearOfflineCopies (sign-out)", () => {
  it("deletes every cache of the site, saved stories included, but the build's own files", async () => {
    const names = new Set([
      "icaro-precache-sw-build-1",
      "icaro-pages-sw-build-1",
      "icaro-api-sw-build-1",
      "icaro-pictures-sw-build-1",
      "icaro-assets-sw-build-1",
      SAVED_STORIES_CACHE,
      "someone-elses",
    ]);
    await clearOfflineCopies({
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    expect([...names].sort()).toEqual([
      "icaro-assets-sw-build-1",
      "icaro-precache-sw-build-1",
      "someone-elses",
    ]);
  });

  it("does nothing where Cache Storage is missing or refuses", async () => {
    await expect(clearOfflineCopies(undefined)).resolves.toBeUndefined();
    await expect(
      clearOfflineCopies({
        keys: () => Promise.reject(new Error("SecurityError")),
        delete: async () => false,
      }),
    ).resolves.toBeUndefined();
  });
});
