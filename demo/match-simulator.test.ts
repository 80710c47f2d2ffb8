import { describe, expect, it } from "vitest";
import { goalMinutes, type MatchState, matchMinute, matchStateAt, sameState } from "./match-simulator.ts";

const KICKOFF = new Date("2026-11-23T15:00:00Z");
const at = (minutes: number, seconds = 0) => new Date(KICKOFF.getTime() + minutes * 60_000 + seconds * 1000);

describe("matchMinute", () => {
  it.each([
    [-1, "upcoming"],
    [0, 1],
    [0.5, 1],
    [44, 45],
    [45, "HT"],
    [59, "HT"],
    [60, 46],
    [104, 90],
    [105, "final"],
    [600, "final"],
  ])("%d minutes after kick-off is %s", (minutes, expected) => {
    expect(matchMinute(minutes * 60_000)).toBe(expected);
  });
});

describe("goalMinutes", () => {
  it("puts the half-time goals in the first half and the rest in the second", () => {
    const goals = goalMinutes(42, { ft: [3, 2], ht: [2, 0] });
    expect(goals.home).toHaveLength(3);
    expect(goals.home.slice(0, 2).every((minute) => minute >= 1 && minute <= 45)).toBe(true);
    expect(goals.home[2]).toBeGreaterThanOrEqual(46);
    expect(goals.away.every((minute) => minute >= 46 && minute <= 90)).toBe(true);
  });

  it("is the same for the same event and differs between events", () => {
    const target = { ft: [4, 3] as [number, number] };
    expect(goalMinutes(7, target)).toEqual(goalMinutes(7, target));
    expect(goalMinutes(7, target)).not.toEqual(goalMinutes(8, target));
  });

  it("ignores a half-time score that does not fit the result", () => {
    const goals = goalMinutes(3, { ft: [1, 0], ht: [2, 0] });
    expect(goals.home).toHaveLength(1);
    expect(goals.home[0]).toBeGreaterThanOrEqual(1);
    expect(goals.home[0]).toBeLessThanOrEqual(90);
  });
});

describe("matchStateAt, stepped minute by minute", () => {
  const target = { ft: [3, 1] as [number, number], ht: [1, 1] as [number, number] };
  const states: MatchState[] = [];
  for (let minute = -2; minute <= 110; minute++)
    states.push(matchStateAt(99, KICKOFF, target, at(minute, 30)));

  it("is upcoming before kick-off, with no score", () => {
    expect(matchStateAt(99, KICKOFF, target, at(-1))).toEqual({
      status: "upcoming",
      period: null,
      home: null,
      away: null,
    });
  });

  it("plays from 1' to 90' with half-time between, then ends on the real result", () => {
    expect(matchStateAt(99, KICKOFF, target, at(0))).toMatchObject({ status: "playing", period: "1'" });
    expect(matchStateAt(99, KICKOFF, target, at(50))).toMatchObject({ status: "playing", period: "HT" });
    expect(matchStateAt(99, KICKOFF, target, at(60))).toMatchObject({ status: "playing", period: "46'" });
    expect(matchStateAt(99, KICKOFF, target, at(104, 59))).toMatchObject({
      status: "playing",
      period: "90'",
    });
    expect(matchStateAt(99, KICKOFF, target, at(105))).toEqual({
      status: "final",
      period: null,
      home: 3,
      away: 1,
    });
  });

  it("shows the half-time score during the break", () => {
    expect(matchStateAt(99, KICKOFF, target, at(50))).toMatchObject({ home: 1, away: 1 });
  });

  it("only ever adds goals, one minute at a time, toward the result", () => {
    const playing = states.filter((state) => state.status !== "upcoming");
    for (let i = 1; i < playing.length; i++) {
      const [before, after] = [playing[i - 1], playing[i]];
      expect(after.home as number).toBeGreaterThanOrEqual(before.home as number);
      expect(after.away as number).toBeGreaterThanOrEqual(before.away as number);
    }
    expect(playing.at(-1)).toEqual({ status: "final", period: null, home: 3, away: 1 });
  });

  it("changes what a reader sees every minute while playing, not during the break", () => {
    const first = matchStateAt(99, KICKOFF, target, at(10));
    expect(sameState(first, matchStateAt(99, KICKOFF, target, at(10, 59)))).toBe(true);
    expect(sameState(first, matchStateAt(99, KICKOFF, target, at(11)))).toBe(false);
    expect(
      sameState(matchStateAt(99, KICKOFF, target, at(46)), matchStateAt(99, KICKOFF, target, at(58))),
    ).toBe(true);
  });

  it("plays a goalless draw as 0-0 throughout", () => {
    const nil = { ft: [0, 0] as [number, number] };
    for (const minute of [0, 30, 50, 80, 120]) {
      expect(matchStateAt(5, KICKOFF, nil, at(minute))).toMatchObject({ home: 0, away: 0 });
    }
  });
});
