import { describe, expect, it } from "vitest";
import type { EventGoal } from "../sports/sporting-events.ts";
import {
  alertEnabled,
  isFreshFor,
  isQuietAt,
  type MatchState,
  matchAlerts,
  matchMinute,
  minuteOfDay,
} from "./push-alerts.ts";

const goal = (side: "home" | "away", minute: number, extra: Partial<EventGoal> = {}): EventGoal => ({
  side,
  minute,
  offset: null,
  scorer: null,
  penalty: false,
  own_goal: false,
  ...extra,
});
const now = new Date("2026-11-26T20:00:00Z");
const state = (status: MatchState["status"], period: string | null, goals: EventGoal[] = []): MatchState => ({
  status,
  period,
  goals,
});

describe("quiet hours in the reader's time zone", () => {
  it.each([
    // [UTC instant, zone, start, end, quiet?]
    ["2026-11-26T23:30:00Z", "UTC", 22 * 60, 7 * 60, true], // across midnight, before it
    ["2026-11-27T06:59:00Z", "UTC", 22 * 60, 7 * 60, true], // across midnight, after it
    ["2026-11-27T07:00:00Z", "UTC", 22 * 60, 7 * 60, false], // the end is not quiet
    ["2026-11-26T22:00:00Z", "UTC", 22 * 60, 7 * 60, true], // the start is
    ["2026-11-26T12:00:00Z", "UTC", 22 * 60, 7 * 60, false],
    ["2026-11-26T13:30:00Z", "UTC", 13 * 60, 15 * 60, true], // same-day range
    ["2026-11-26T15:00:00Z", "UTC", 13 * 60, 15 * 60, false],
    // 01:00 UTC is 22:00 in São Paulo (UTC−3): quiet there, not in London.
    ["2026-11-27T01:00:00Z", "America/Sao_Paulo", 22 * 60, 7 * 60, true],
    ["2026-11-26T20:00:00Z", "America/Sao_Paulo", 22 * 60, 7 * 60, false],
    ["2026-11-27T08:30:00Z", "Europe/London", 22 * 60, 9 * 60, true],
    // Madrid is UTC+1 in November: 06:30 UTC is 07:30 there.
    ["2026-11-27T06:30:00Z", "Europe/Madrid", 22 * 60, 7 * 60, false],
    ["2026-11-27T05:30:00Z", "Europe/Madrid", 22 * 60, 7 * 60, true],
    // Summer time: 21:30 UTC is 22:30 in London in July.
    ["2026-07-01T21:30:00Z", "Europe/London", 22 * 60, 7 * 60, true],
    ["2026-01-01T21:30:00Z", "Europe/London", 22 * 60, 7 * 60, false],
    ["2026-11-26T12:00:00Z", "UTC", 600, 600, false], // start = end: no quiet time
  ])("%s in %s, quiet %i–%i → %s", (at, zone, start, end, quiet) => {
    expect(isQuietAt(new Date(at), zone, { start, end })).toBe(quiet);
  });

  it("no quiet hours is never quiet", () => {
    expect(isQuietAt(now, "UTC", null)).toBe(false);
  });

  it("reads the minute of the day in the zone", () => {
    expect(minuteOfDay(new Date("2026-11-26T00:05:00Z"), "UTC")).toBe(5);
    expect(minuteOfDay(new Date("2026-11-26T00:05:00Z"), "America/Sao_Paulo")).toBe(21 * 60 + 5);
    expect(minuteOfDay(new Date("2026-11-26T00:05:00Z"), "Asia/Kolkata")).toBe(5 * 60 + 35);
  });
});

describe("the match clock", () => {
  it.each([
    [state("upcoming", null), 0],
    [state("playing", "1'"), 1],
    [state("playing", "67'"), 67],
    [state("playing", "45+2'"), 47],
    [state("playing", "HT"), 45],
    [state("playing", null, [goal("home", 30)]), 30],
    [state("final", null, [goal("home", 30)]), 90],
  ] as const)("%j is at minute %i", (match, minute) => {
    expect(matchMinute(match)).toBe(minute);
  });
});

describe("what an update makes happen", () => {
  it("kick-off, when the match is just starting", () => {
    const alerts = matchAlerts(state("upcoming", null), state("playing", "1'"), now);
    expect(alerts.map((alert) => alert.kind)).toEqual(["kickoff"]);
    expect(alerts[0].occurredAt).toEqual(now);
    const later = matchAlerts(state("upcoming", null), state("playing", "6'"), now);
    expect(later[0].occurredAt).toEqual(new Date(now.getTime() - 5 * 60_000));
  });

  it("a new goal, with the score after it", () => {
    const before = state("playing", "30'", [goal("home", 12)]);
    const after = state("playing", "33'", [goal("home", 12), goal("away", 33, { scorer: "Pedro" })]);
    const alerts = matchAlerts(before, after, now);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: "goal", goal: { home: 1, away: 1, goal: { scorer: "Pedro" } } });
    expect(alerts[0].occurredAt).toEqual(now);
  });

  it("full time, only from a match being played", () => {
    const playing = state("playing", "90'", [goal("home", 12)]);
    expect(matchAlerts(playing, state("final", null, [goal("home", 12)]), now).map((a) => a.kind)).toEqual([
      "full_time",
    ]);
  });

  it("a replayed update makes nothing happen", () => {
    const match = state("playing", "50'", [goal("home", 12), goal("away", 48)]);
    expect(matchAlerts(match, match, now)).toEqual([]);
  });

  it("two goals by one side in one minute are two goals with two keys", () => {
    const after = state("playing", "20'", [goal("home", 20), goal("home", 20)]);
    const alerts = matchAlerts(state("playing", "19'"), after, now);
    expect(alerts.map((alert) => alert.key)).toEqual(["goal:home:20:0:1", "goal:home:20:0:2"]);
  });

  it("no catch-up burst: a match caught up at minute 70 sends no kick-off and no old goals", () => {
    const after = state("playing", "70'", [goal("home", 10), goal("away", 55), goal("home", 65)]);
    const alerts = matchAlerts(state("upcoming", null), after, now);
    expect(alerts.map((alert) => alert.key)).toEqual(["goal:home:65:0:1"]);
    expect(alerts[0].occurredAt).toEqual(new Date(now.getTime() - 5 * 60_000));
  });

  it("no catch-up burst: a match that went from upcoming to final sends nothing", () => {
    const after = state("final", null, [goal("home", 10), goal("away", 55)]);
    expect(matchAlerts(state("upcoming", null), after, now)).toEqual([]);
  });

  it("follows and subscriptions only hear of what happened after they were made", () => {
    const followedAt = new Date(now.getTime() - 2 * 60_000);
    const subscribedAt = new Date(now.getTime() - 60 * 60_000);
    expect(isFreshFor(now, { followedAt, subscribedAt })).toBe(true);
    expect(isFreshFor(new Date(now.getTime() - 3 * 60_000), { followedAt, subscribedAt })).toBe(false);
    expect(isFreshFor(now, { followedAt: subscribedAt, subscribedAt: new Date(now.getTime() + 1) })).toBe(
      false,
    );
  });
});

describe("alert switches", () => {
  it("a kind not named is on; false turns it off", () => {
    expect(alertEnabled({}, "goal")).toBe(true);
    expect(alertEnabled(null, "kickoff")).toBe(true);
    expect(alertEnabled({ goal: false }, "goal")).toBe(false);
    expect(alertEnabled({ goal: false }, "full_time")).toBe(true);
  });
});
