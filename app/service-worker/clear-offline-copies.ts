import { clearedAtSignOut } from "#core/offline/page-offline-rules.ts";

export type CacheKeys = Pick<CacheStorage, "keys" | "delete">;

/**
 * The offline copies this browser keeps for the reader (pages, API lists, pictures, saved
 * stories; decision 0082), emptied at a sign-out, an account removal or a 401 (docs/behaviour/accounts.md#sign-out-and-removal) so the
 * next reader of the device finds none of them. The precache (the build's public files) stays.
 */
export async function clearOfflineCopies(
  storage: CacheKeys | undefined = typeof caches === "undefined" ? undefined : caches,
): Promise<void> {
  if (!storage) return;
  try {
    for (const name of await storage.keys()) if (clearedAtSignOut(name)) await storage.delete(name);
  } catch {
    // Storage disabled: there is nothing kept there either.
  }
}
