import { describe, expect, it } from "vitest";
import { entriesOverCap } from "./cache-byte-cap.ts";

const entry = (url: string, bytes: number) => ({ url, bytes });

describe("a cache's size cap", () => {
  it("deletes the oldest entries until the rest fit", () => {
    const entries = [entry("a", 40), entry("b", 30), entry("c", 20), entry("d", 10)];
    expect(entriesOverCap(entries, 100)).toEqual([]);
    expect(entriesOverCap(entries, 99)).toEqual(["a"]);
    expect(entriesOverCap(entries, 30)).toEqual(["a", "b"]);
    expect(entriesOverCap(entries, 29)).toEqual(["a", "b", "c"]);
  });

  it("keeps the newest entry even when it alone is over the cap", () => {
    expect(entriesOverCap([entry("a", 5), entry("huge", 500)], 100)).toEqual(["a"]);
    expect(entriesOverCap([entry("huge", 500)], 100)).toEqual([]);
  });
});
