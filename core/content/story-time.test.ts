import { describe, expect, it } from "vitest";
import { formatDuration, formatRelativeTime, relativeAge } from "./story-time.ts";

describe("relativeAge", () => {
  const minute = 60_000;
  it.each([
    [0, [1, "minute"]],
    [-30_000, [1, "minute"]],
    [59 * minute, [59, "minute"]],
    [60 * minute, [1, "hour"]],
    [23 * 60 * minute + 59 * minute, [23, "hour"]],
    [24 * 60 * minute, [1, "day"]],
    [6 * 24 * 60 * minute, [6, "day"]],
    [7 * 24 * 60 * minute, null],
    [Number.NaN, null],
  ] as const)("%d ms ago is %j", (age, expected) => {
    expect(relativeAge(age)).toEqual(expected);
  });
});

describe("formatRelativeTime", () => {
  const now = Date.UTC(2026, 10, 26, 12, 0);
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  it.each([
    ["en", "2h ago"],
    ["es", "hace 2 h"],
    ["pt", "há 2 h"],
  ] as const)("writes two hours ago in %s", (locale, expected) => {
    expect(formatRelativeTime(hoursAgo(2), now, locale)).toBe(expected);
  });

  it("writes minutes and days", () => {
    expect(formatRelativeTime(hoursAgo(0.25), now, "en")).toBe("15m ago");
    expect(formatRelativeTime(hoursAgo(50), now, "es")).toBe("hace 2 d");
  });

  it("is null for a story a week old, so the card shows its date", () => {
    expect(formatRelativeTime(hoursAgo(24 * 7), now, "pt")).toBeNull();
    expect(formatRelativeTime("not a date", now, "en")).toBeNull();
  });
});

describe("formatDuration", () => {
  it.each([
    [45, "0:45"],
    [185, "3:05"],
    [3723, "62:03"],
    [0, ""],
    [undefined, ""],
    [Number.NaN, ""],
    [-5, ""],
  ])("%s seconds is %j", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
