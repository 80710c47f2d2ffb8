import { describe, expect, it } from "vitest";
import type { SportingEventJson } from "./sporting-events.ts";
import {
  countdown,
  eventsByDay,
  eventsByLeague,
  isLive,
  liveTitleParts,
  streamPath,
  watchedIds,
} from "./sports-events.ts";

function event(overrides: Partial<SportingEventJson> = {}): SportingEventJson {
  return {
    id: 1,
    context: "sporting_events",
    name: "Arsenal v Chelsea",
    long_name: "Arsenal v Chelsea",
    status: { status: "fixture", period: null },
    scores: [
      { position: "home", value: null },
      { position: "away", value: null },
    ],
    home: { id: 10, name: "Arsenal", short_name: null, photo: null, colors: null },
    away: { id: 11, name: "Chelsea", short_name: null, photo: null, colors: null },
    league: { id: 5, name: "Premier League", context: "leagues", names: {}, photo: { thumbnail: null } },
    start_time: "2024-03-01T20:00:00.000Z",
    time_known: true,
    round: "27",
    link: null,
    external: false,
    goals: [],
    ...overrides,
  };
}

describe("countdown", () => {
  it("counts down to kick-off", () => {
    expect(countdown(event(), new Date("2024-02-28T18:30:00Z"))).toEqual({
      state: "upcoming",
      days: 2,
      hours: 1,
      minutes: 30,
    });
    // 30 s before kick-off still shows a minute to go.
    expect(countdown(event(), new Date("2024-03-01T19:59:30Z"))).toEqual({
      state: "upcoming",
      days: 0,
      hours: 0,
      minutes: 1,
    });
  });

  it("runs from kick-off or while live", () => {
    expect(countdown(event(), new Date("2024-03-01T20:00:00Z"))).toEqual({ state: "running" });
    const live = event({ status: { status: "playing", period: "12'" } });
    expect(countdown(live, new Date("2024-03-01T19:00:00Z"))).toEqual({ state: "running" });
  });

  it.each(["final", "played", "cancelled", "postponed", "walkover", "interrupted"] as const)(
    "expires when %s",
    (status) => {
      expect(
        countdown(event({ status: { status, period: null } }), new Date("2024-02-01T00:00:00Z")),
      ).toEqual({
        state: "expired",
      });
    },
  );
});

describe("live title", () => {
  it("has the period and the home v away score while live", () => {
    const live = event({
      status: { status: "playing", period: "67'" },
      scores: [
        { position: "home", value: 2 },
        { position: "away", value: 1 },
      ],
    });
    expect(liveTitleParts(live)).toEqual({
      home: "Arsenal",
      away: "Chelsea",
      homeScore: 2,
      awayScore: 1,
      period: "67'",
    });
  });

  it("is null for an event that is not live", () => {
    expect(liveTitleParts(event({ status: { status: "final", period: "FT" } }))).toBeNull();
  });
});

describe("grouping", () => {
  const late = event({ id: 2, start_time: "2024-03-01T23:30:00.000Z" });
  const early = event({ id: 1, start_time: "2024-03-01T12:00:00.000Z" });
  it("groups by the reader's day", () => {
    expect(eventsByDay([late, early], "UTC").map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ["2024-03-01", [1, 2]],
    ]);
    expect(
      eventsByDay([late, early], "Europe/Madrid").map((g) => [g.day, g.events.map((e) => e.id)]),
    ).toEqual([
      ["2024-03-01", [1]],
      ["2024-03-02", [2]],
    ]);
  });

  it("groups by league in the API's order", () => {
    const other = event({
      id: 3,
      league: { id: 6, name: "La Liga", context: "leagues", names: {}, photo: { thumbnail: null } },
    });
    expect(eventsByLeague([early, other, late]).map((g) => [g.league.id, g.events.map((e) => e.id)])).toEqual(
      [
        [5, [1, 2]],
        [6, [3]],
      ],
    );
  });
});

describe("an interrupted event (decision 0049)", () => {
  const interrupted = event({
    status: { status: "interrupted", period: "52'" },
    scores: [
      { position: "home", value: 1 },
      { position: "away", value: 0 },
    ],
  });

  it("is not live: no live badge, no live title", () => {
    expect(isLive(interrupted)).toBe(false);
    expect(liveTitleParts(interrupted)).toBeNull();
  });

  it("has an expired countdown, before or after its kick-off time", () => {
    expect(countdown(interrupted, new Date("2024-03-01T21:00:00Z"))).toEqual({ state: "expired" });
    expect(countdown(interrupted, new Date("2024-02-01T00:00:00Z"))).toEqual({ state: "expired" });
  });

  it("is still watched on the live stream, as a provider's update may resume it", () => {
    const final = event({ id: 2, status: { status: "final", period: "FT" } });
    expect(watchedIds([interrupted, final])).toEqual([1]);
    expect(streamPath("/api/v3/", [interrupted, final])).toBe("/api/v3/sporting_events/stream?ids=1");
  });
});
