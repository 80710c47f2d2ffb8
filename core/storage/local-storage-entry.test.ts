import { describe, expect, it } from "vitest";
import {
  browserStorage,
  DEFAULT_ENTRY_TTL_MS,
  entryTtl,
  memoryStorage as pageMemory,
  readEntry,
  removeEntry,
  STORAGE_KEY_NAMES,
  type StorageKeyName,
  siteStorageKey,
  usableStorage,
  writeEntry,
} from "./local-storage-entry.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const HOUR = 3_600_000;
const NOW = 1_800_000_000_000;

describe("entryTtl (docs/behaviour/platform.md#local-storage-expiry)", () => {
  it.each([
    ["IcaroFollows", undefined, DEFAULT_ENTRY_TTL_MS],
    ["IcaroReadLater", undefined, 14 * 24 * HOUR],
    ["IcaroRewardsProgram", undefined, 12 * HOUR],
    ["IcarodsRewardsProgram", undefined, 12 * HOUR],
    ["adblockerSeen", undefined, 12 * HOUR],
    ["IcaroRewardsDoneArticle", undefined, 3 * HOUR],
    ["IcaroPSIDCookie", undefined, null],
    ["IcaroFirebaseToken", "token", null],
    ["IcaroFirebaseToken", "", DEFAULT_ENTRY_TTL_MS],
  ])("%s (%s) → %s", (key, value, ttl) => {
    expect(entryTtl(key, value)).toBe(ttl);
  });
});

describe("writeEntry / readEntry", () => {
  it("reads back a value until it expires, 14 days by default, then removes it", () => {
    const storage = memoryStorage();
    writeEntry(storage, "IcaroFollows", { follows: [1] }, NOW);
    expect(JSON.parse(storage.map.get("IcaroFollows") ?? "")).toEqual({
      value: { follows: [1] },
      expiry: NOW + DEFAULT_ENTRY_TTL_MS,
    });
    expect(readEntry(storage, "IcaroFollows", NOW + DEFAULT_ENTRY_TTL_MS - 1)).toEqual({ follows: [1] });
    expect(readEntry(storage, "IcaroFollows", NOW + DEFAULT_ENTRY_TTL_MS)).toBeNull();
    expect(storage.map.has("IcaroFollows")).toBe(false);
  });

  it("keeps an entry without expiry forever", () => {
    const storage = memoryStorage();
    writeEntry(storage, "IcaroPSIDCookie", "abc", NOW);
    expect(readEntry(storage, "IcaroPSIDCookie", NOW + 1000 * DEFAULT_ENTRY_TTL_MS)).toBe("abc");
  });

  it.each([
    ["not json", "{oops"],
    ["a bare value", '"x"'],
    ["no value", '{"expiry":1}'],
    ["a bad expiry", '{"value":1,"expiry":"soon"}'],
  ])("removes a corrupt entry (%s) and reads it as empty", (_name, raw) => {
    const storage = memoryStorage({ IcaroFollows: raw });
    expect(readEntry(storage, "IcaroFollows", NOW)).toBeNull();
    expect(storage.map.has("IcaroFollows")).toBe(false);
  });

  it("reads a missing key as empty", () => {
    expect(readEntry(memoryStorage(), "IcaroFollows", NOW)).toBeNull();
  });

  it("survives a storage that throws (disabled or full)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(writeEntry(broken, "IcaroFollows", 1, NOW)).toBe(false);
    expect(readEntry(broken, "IcaroFollows", NOW)).toBeNull();
    expect(() => removeEntry(broken, "IcaroFollows")).not.toThrow();
  });
});

describe("site keys and usable storage", () => {
  it("writes every key of docs/behaviour/platform.md#local-storage-keys after the site's name, spaces dropped", () => {
    expect(STORAGE_KEY_NAMES.map((name) => siteStorageKey("Icaro News", name))).toEqual([
      "IcaroNewsReadLater",
      "IcaroNewsFollows",
      "IcaroNewsPSIDCookie",
      "IcaroNewsFirebaseToken",
      "IcaroNewsRewardsProgram",
      "IcaroNewsdsRewardsProgram",
      "IcaroNewsjjRewardsProgram",
      "IcaroNewsRewardsDoneArticle",
      "IcaroNewsOfflineQueue",
      "IcaroNewsAdBlocker",
      "IcaroNewsVisits",
      "IcaroNewsInstallPromptLater",
      "IcaroNewsRemoteConfigFetched",
    ]);
  });

  it("gives each site key its spec lifetime", () => {
    const ttl = (name: StorageKeyName, value?: unknown) => entryTtl(siteStorageKey("Icaro", name), value);
    const hour = 60 * 60 * 1000;
    expect(ttl("ReadLater")).toBe(14 * 24 * hour);
    expect(ttl("Follows")).toBe(14 * 24 * hour);
    expect(ttl("PSIDCookie")).toBeNull();
    expect(ttl("FirebaseToken", "token")).toBeNull();
    expect(ttl("FirebaseToken", "")).toBe(14 * 24 * hour);
    expect(ttl("RewardsProgram")).toBe(12 * hour);
    expect(ttl("dsRewardsProgram")).toBe(12 * hour);
    expect(ttl("jjRewardsProgram")).toBe(12 * hour);
    expect(ttl("RewardsDoneArticle")).toBe(3 * hour);
  });

  it("uses the browser's storage when it can be written", () => {
    const browser = pageMemory();
    const storage = usableStorage(() => browser);
    writeEntry(storage, "IcaroReadLater", [1], 0);
    expect(readEntry(browser, "IcaroReadLater", 1)).toEqual([1]);
    expect(browser.getItem("__icaro_storage_probe__")).toBeNull();
  });

  it("falls back to memory when the storage is missing, throws on access or on writing", () => {
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    for (const browser of [
      () => null,
      () => undefined,
      () => throwing,
      (): never => {
        throw new Error("denied");
      },
    ]) {
      const storage = usableStorage(browser);
      expect(writeEntry(storage, "IcaroReadLater", [2], 0)).toBe(true);
      expect(readEntry(storage, "IcaroReadLater", 1)).toEqual([2]);
    }
  });

  it("shares nothing between two server renders: without a window each call is a new, empty memory", () => {
    writeEntry(browserStorage(), "IcaroReadLater", [1], 0);
    expect(readEntry(browserStorage(), "IcaroReadLater", 1)).toBeNull();
  });
});
