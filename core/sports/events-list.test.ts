import { describe, expect, it } from "vitest";
import { eventsListReducer, initialEventsList, nextEventsPage } from "./events-list.ts";

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe("events list (docs/behaviour/sports.md#events-lists)", () => {
  it("ends at once when the first page is short", () => {
    const state = initialEventsList(items(1, 3), 5);
    expect(state.endList).toBe(true);
    expect(nextEventsPage(state)).toBeNull();
  });

  it("loads the next page, counts pages, and blocks a second fetch while loading", () => {
    let state = initialEventsList(items(1, 5), 5);
    expect(nextEventsPage(state)).toBe(2);
    state = eventsListReducer(state, { type: "start" });
    expect(state.loading).toBe(true);
    expect(nextEventsPage(state)).toBeNull();
    expect(eventsListReducer(state, { type: "start" })).toBe(state);
    state = eventsListReducer(state, { type: "loaded", page: 2, items: items(6, 5) });
    expect(state).toMatchObject({ page: 2, loading: false, endList: false });
    expect(state.items).toHaveLength(10);
  });

  it("ends on an empty page or a short one, and keeps each event once", () => {
    let state = eventsListReducer(initialEventsList(items(1, 5), 5), { type: "start" });
    state = eventsListReducer(state, { type: "loaded", page: 2, items: [{ id: 5 }, { id: 6 }] });
    expect(state.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.endList).toBe(true);
    let empty = eventsListReducer(initialEventsList(items(1, 5), 5), { type: "start" });
    empty = eventsListReducer(empty, { type: "loaded", page: 2, items: [] });
    expect(empty).toMatchObject({ endList: true, page: 2 });
  });

  it("ignores a late page and recovers from a failure", () => {
    let state = eventsListReducer(initialEventsList(items(1, 5), 5), { type: "start" });
    expect(eventsListReducer(state, { type: "loaded", page: 3, items: items(11, 5) })).toBe(state);
    state = eventsListReducer(state, { type: "failed" });
    expect(state).toMatchObject({ loading: false, failed: true, page: 1 });
    expect(nextEventsPage(state)).toBe(2);
  });

  it("starts over on new first-page data", () => {
    let state = eventsListReducer(initialEventsList(items(1, 5), 5), { type: "start" });
    state = eventsListReducer(state, { type: "loaded", page: 2, items: items(6, 5) });
    state = eventsListReducer(state, { type: "reset", items: items(20, 2) });
    expect(state).toMatchObject({ page: 1, loading: false, endList: true });
    expect(state.items.map((i) => i.id)).toEqual([20, 21]);
  });
});
