/*
 * docs/behaviour/platform.md#local-storage-entry and docs/behaviour/platform.md#local-storage-expiry: what the browser keeps under the
 * site's keys is a value with an expiry timestamp. Entries expire 14 days after writing, rewards
 * and ad-blocker entries after 12 hours, a read article's rewards mark after 3 hours; cookie
 * entries and a push token set with a value never expire. An expired entry reads as empty and a
 * corrupt one (not our JSON) is removed.
 */

/** The storage the helpers need: `window.localStorage`, or a test's map. */
export type EntryStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type StoredEntry<T> = { value: T; expiry: number | null };

const HOUR = 60 * 60 * 1000;
export const DEFAULT_ENTRY_TTL_MS = 14 * 24 * HOUR;

/** How long an entry under this key lives, in ms from writing; null for no expiry. */
export function entryTtl(key: string, value?: unknown): number | null {
  const lower = key.toLowerCase();
  if (lower.includes("rewardsdonearticle")) return 3 * HOUR;
  if (lower.includes("rewardsprogram") || lower.includes("adblocker")) return 12 * HOUR;
  if (lower.includes("cookie")) return null;
  if ((lower.includes("firebasetoken") || lower.includes("pushtoken")) && value) return null;
  return DEFAULT_ENTRY_TTL_MS;
}

/** Writes the value with its expiry; a full or disabled storage keeps nothing (and says false). */
export function writeEntry<T>(storage: EntryStorage, key: string, value: T, now: number): boolean {
  const ttl = entryTtl(key, value);
  const entry: StoredEntry<T> = { value, expiry: ttl === null ? null : now + ttl };
  try {
    storage.setItem(key, JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

function isEntry(parsed: unknown): parsed is StoredEntry<unknown> {
  if (typeof parsed !== "object" || parsed === null || !("value" in parsed)) return false;
  const expiry = (parsed as { expiry?: unknown }).expiry;
  return expiry === null || (typeof expiry === "number" && Number.isFinite(expiry));
}

/**
 * The value under the key, or null when there is none, it has expired (then it is removed) or it
 * is not an entry (corrupt JSON, another shape: removed too).
 */
export function readEntry<T>(storage: EntryStorage, key: string, now: number): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isEntry(parsed) || (parsed.expiry !== null && parsed.expiry <= now)) {
    removeEntry(storage, key);
    return null;
  }
  return parsed.value as T;
}

export function removeEntry(storage: EntryStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // A disabled storage has nothing to remove.
  }
}

/** docs/behaviour/platform.md#local-storage-keys, each written after the site's name: `IcaroReadLater`, `IcaroFollows`… */
export const STORAGE_KEY_NAMES = [
  "ReadLater",
  "Follows",
  "PSIDCookie",
  "FirebaseToken",
  "RewardsProgram",
  "dsRewardsProgram",
  "jjRewardsProgram",
  "RewardsDoneArticle",
  // Not in docs/behaviour/platform.md#local-storage-keys: the changes made offline, waiting for the connection (docs/decisions/0084-offline-reading-and-offline-queue.md).
  "OfflineQueue",
  // Icaro's own keys, after the site's name like the others: the ad-blocker notice, the install
  // prompt's visits and "later", the remote configuration's last fetch.
  "AdBlocker",
  "Visits",
  "InstallPromptLater",
  "RemoteConfigFetched",
] as const;
export type StorageKeyName = (typeof STORAGE_KEY_NAMES)[number];

/** A key of docs/behaviour/platform.md#local-storage-keys: the site's name without spaces, then the key's name. */
export function siteStorageKey(siteName: string, name: StorageKeyName): string {
  return `${siteName.replace(/\s+/g, "")}${name}`;
}

/** A storage that lives as long as the page: where the browser keeps nothing, the page still works. */
export function memoryStorage(): EntryStorage & Pick<Storage, "clear"> {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

const PROBE_KEY = "__icaro_storage_probe__";

/**
 * The browser's storage when it can really be written (private modes and disabled storage throw
 * on access or on the first write), else one in memory for this page, so no caller has to care.
 */
export function usableStorage(
  browser: () => (EntryStorage & Partial<Pick<Storage, "clear">>) | null | undefined,
): EntryStorage & Partial<Pick<Storage, "clear">> {
  try {
    const storage = browser();
    if (storage) {
      storage.setItem(PROBE_KEY, "1");
      storage.removeItem(PROBE_KEY);
      return storage;
    }
  } catch {
    // Unavailable: fall through to memory.
  }
  return memoryStorage();
}

let pageStorage: (EntryStorage & Partial<Pick<Storage, "clear">>) | undefined;

/**
 * The one storage everything the app keeps in the browser goes through (follows, read later,
 * rewards, the push token, blocked sources): `window.localStorage` when it can be written, else
 * memory for the life of the page. On the server (no window) a fresh, empty memory store per call,
 * so nothing is ever shared between two readers' renders.
 */
export function browserStorage(): EntryStorage & Partial<Pick<Storage, "clear">> {
  if (typeof window === "undefined") return memoryStorage();
  pageStorage ??= usableStorage(() => window.localStorage);
  return pageStorage;
}
