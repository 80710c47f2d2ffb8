import { describe, expect, it } from "vitest";
import {
  BLOCKED_SOURCES_KEY,
  blockedSourcesCss,
  readBlockedSources,
  setSourceBlocked,
} from "./blocked-sources.ts";
import { blockedSourcesScript } from "./blocked-sources-script.ts";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("blocked sources", () => {
  it("adds, keeps one of each, and removes", () => {
    const store = memoryStore();
    setSourceBlocked(store, "El Diario", true);
    setSourceBlocked(store, "Gazeta", true);
    setSourceBlocked(store, "El Diario", true);
    expect(readBlockedSources(store)).toEqual(["Gazeta", "El Diario"]);
    setSourceBlocked(store, "Gazeta", false);
    expect(readBlockedSources(store)).toEqual(["El Diario"]);
  });

  it("reads a corrupt or foreign value as nothing blocked", () => {
    expect(readBlockedSources(memoryStore({ [BLOCKED_SOURCES_KEY]: "{not json" }))).toEqual([]);
    expect(readBlockedSources(memoryStore({ [BLOCKED_SOURCES_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readBlockedSources(memoryStore({ [BLOCKED_SOURCES_KEY]: '["A"]' }))).toEqual([]);
    const mixed = JSON.stringify({ value: ["A", 3], expiry: null });
    expect(readBlockedSources(memoryStore({ [BLOCKED_SOURCES_KEY]: mixed }))).toEqual(["A"]);
  });

  it("forgets the list 14 days after its last change (docs/behaviour/platform.md#local-storage-expiry storage expiry), in the head script too", () => {
    const store = memoryStore();
    setSourceBlocked(store, "Gazeta", true, 1_000);
    const fourteenDays = 14 * 24 * 3600 * 1000;
    expect(readBlockedSources(store, 1_000 + fourteenDays - 1)).toEqual(["Gazeta"]);
    const appended: unknown[] = [];
    const fakeDocument = {
      createElement: () => ({}),
      head: { appendChild: (node: unknown) => appended.push(node) },
    };
    new Function("localStorage", "document", blockedSourcesScript())(store, fakeDocument);
    expect(appended).toEqual([]);
    expect(readBlockedSources(store, 1_000 + fourteenDays)).toEqual([]);
  });

  it("writes one rule hiding every blocked source's cards, quotes escaped", () => {
    expect(blockedSourcesCss([])).toBe("");
    expect(blockedSourcesCss(["A", 'B "C"'])).toBe(
      '[data-publisher="A"],[data-publisher="B \\"C\\""]{display:none!important}',
    );
  });

  it("gives the head script the same rule", () => {
    const appended: { id: string; textContent: string }[] = [];
    const fakeDocument = {
      createElement: () => ({ id: "", textContent: "" }),
      head: { appendChild: (node: { id: string; textContent: string }) => appended.push(node) },
    };
    const store = memoryStore();
    setSourceBlocked(store, 'B "C"', true);
    new Function("localStorage", "document", blockedSourcesScript())(store, fakeDocument);
    expect(appended[0].textContent).toBe(blockedSourcesCss(['B "C"']));
  });
});
