import { describe, expect, it } from "vitest";
import { READ_LATER_MAX, type ReadLaterItem } from "./read-later.ts";
import {
  EMPTY_READ_LATER,
  mergeBody,
  parseLocalReadLater,
  removesWhenOpened,
  syncPlan,
  toggleLocal,
} from "./read-later-store.ts";

const item = (
  id: number,
  saved_at = "2026-11-01T10:00:00.000Z",
  extra: Partial<ReadLaterItem> = {},
): ReadLaterItem => ({
  id,
  context: "news_stories",
  name: `Story ${id}`,
  url: `/noproxy/news_stories/${id}/story-${id}`,
  saved_at,
  ...extra,
});

describe("the device's read-later list", () => {
  it.each([
    ["nothing", null, EMPTY_READ_LATER],
    ["a string", "ReadLater", EMPTY_READ_LATER],
    ["an object without items", { account: "x" }, EMPTY_READ_LATER],
    ["a bare array (a guest's list)", [item(1)], { account: null, items: [item(1)] }],
    ["an account's mirror", { account: "tid-1", items: [item(2)] }, { account: "tid-1", items: [item(2)] }],
    [
      "entries that are not stories",
      {
        account: "",
        items: [item(3), { id: "4" }, { ...item(5), context: "teams" }, { ...item(6), id: 0 }, null],
      },
      { account: null, items: [item(3)] },
    ],
  ])("reads %s", (_, value, expected) => {
    expect(parseLocalReadLater(value)).toEqual(expected);
  });

  it("keeps at most the cap of a corrupt, oversized list", () => {
    const items = Array.from({ length: READ_LATER_MAX + 50 }, (_, i) => item(i + 1));
    expect(parseLocalReadLater(items).items).toHaveLength(READ_LATER_MAX);
  });

  it("saves a story at the top, flagged offline, and removes it on the second toggle", () => {
    const now = new Date("2026-11-28T12:00:00.000Z");
    const { list, saved } = toggleLocal(
      { account: null, items: [item(1)] },
      { id: 2, context: "videos", name: "Clip", url: "/x" },
      now,
    );
    expect(saved).toBe(true);
    expect(list.items[0]).toEqual({
      id: 2,
      context: "videos",
      name: "Clip",
      url: "/x",
      saved_at: now.toISOString(),
      offline: true,
    });
    expect(list.items[1]).toEqual(item(1));
    const again = toggleLocal(list, { id: 2, context: "videos", name: "Clip", url: "/x" }, now);
    expect(again.saved).toBe(false);
    expect(again.list.items).toEqual([item(1)]);
    // The same id in another context is another story.
    expect(toggleLocal(list, { id: 1, context: "videos", name: "", url: "" }, now).saved).toBe(true);
  });

  it.each([
    [{ account: null, items: [] }, null, "none"],
    [{ account: null, items: [item(1)] }, null, "none"],
    [{ account: "a", items: [item(1)] }, null, "clear"],
    [{ account: null, items: [item(1)] }, "a", "merge"],
    [{ account: null, items: [] }, "a", "merge"],
    [{ account: "b", items: [item(1)] }, "a", "merge"],
    [{ account: "a", items: [item(1)] }, "a", "none"],
  ] as const)("plans %j for reader %s: %s", (list, reader, plan) => {
    expect(syncPlan({ account: list.account, items: [...list.items] }, reader)).toBe(plan);
  });

  it("merges a guest's stories, never another account's mirror", () => {
    expect(
      mergeBody({ account: null, items: [item(1, "2026-01-01T00:00:00.000Z", { offline: true })] }),
    ).toEqual({
      items: [{ id: 1, context: "news_stories", saved_at: "2026-01-01T00:00:00.000Z" }],
    });
    expect(mergeBody({ account: "b", items: [item(1)] })).toEqual({ items: [] });
  });

  it("removes an offline item when it opens elsewhere (docs/behaviour/read-later.md#offline-items), and only then", () => {
    const origin = "https://icaro.example";
    expect(
      removesWhenOpened(item(1, undefined, { offline: true, url: "https://publisher.example/a" }), origin),
    ).toBe(true);
    expect(removesWhenOpened(item(1, undefined, { offline: true }), origin)).toBe(false);
    expect(removesWhenOpened(item(1, undefined, { url: "https://publisher.example/a" }), origin)).toBe(false);
    expect(
      removesWhenOpened(item(1, undefined, { offline: true, url: "https://icaro.example/a" }), origin),
    ).toBe(false);
  });
});
