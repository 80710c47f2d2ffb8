import { describe, expect, it } from "vitest";
import { initialLive, liveReducer } from "./live-scores.ts";

type E = { id: number; score: string };
const events: E[] = [
  { id: 1, score: "0-0" },
  { id: 2, score: "1-0" },
];

describe("live scores", () => {
  it("applies an update in place, keeping the order", () => {
    const state = liveReducer(initialLive(events), { type: "update", event: { id: 2, score: "1-1" } });
    expect(state.events).toEqual([
      { id: 1, score: "0-0" },
      { id: 2, score: "1-1" },
    ]);
    expect(state.pending).toEqual([]);
  });

  it("ignores events that are not on the page", () => {
    const state = initialLive(events);
    expect(liveReducer(state, { type: "update", event: { id: 9, score: "3-0" } })).toBe(state);
  });

  it("holds updates while paused, counting events once, and shows them on request", () => {
    let state = liveReducer(initialLive(events), { type: "pause" });
    state = liveReducer(state, { type: "update", event: { id: 1, score: "1-0" } });
    state = liveReducer(state, { type: "update", event: { id: 1, score: "2-0" } });
    state = liveReducer(state, { type: "update", event: { id: 2, score: "1-1" } });
    expect(state.events).toEqual(events);
    expect(state.pending.map((e) => e.score)).toEqual(["2-0", "1-1"]);
    const shown = liveReducer(state, { type: "apply" });
    expect(shown.events.map((e) => e.score)).toEqual(["2-0", "1-1"]);
    expect(shown).toMatchObject({ paused: true, pending: [] });
  });

  it("resuming applies what waited", () => {
    let state = liveReducer(initialLive(events), { type: "pause" });
    state = liveReducer(state, { type: "update", event: { id: 2, score: "2-0" } });
    state = liveReducer(state, { type: "resume" });
    expect(state).toEqual({ events: [events[0], { id: 2, score: "2-0" }], pending: [], paused: false });
  });

  it("a new page's events replace the list and drop what waited", () => {
    let state = liveReducer(initialLive(events), { type: "pause" });
    state = liveReducer(state, { type: "update", event: { id: 2, score: "2-0" } });
    state = liveReducer(state, { type: "reset", events: [{ id: 3, score: "0-0" }] });
    expect(state).toEqual({ events: [{ id: 3, score: "0-0" }], pending: [], paused: true });
  });
});
