import { describe, expect, it } from "vitest";
import { isTimeZone, wallClock } from "./zoned-time.ts";

describe("isTimeZone", () => {
  it.each([
    ["UTC", true],
    ["America/Sao_Paulo", true],
    ["Europe/Madrid", true],
    ["Etc/GMT+3", true],
    ["Mars/Olympus", false],
    ["", false],
    [null, false],
    [undefined, false],
    ["../etc/passwd", false],
    ["America/Sao_Paulo\u0000", false],
    ["A".repeat(65), false],
  ])("time zone %j valid: %s", (zone, valid) => {
    expect(isTimeZone(zone)).toBe(valid);
  });
});

describe("wallClock", () => {
  it.each([
    ["UTC", "2024-03-31T00:59:59Z", { year: 2024, month: 3, day: 31, hour: 0, minute: 59, second: 59 }],
    // Europe/London springs forward at 01:00 UTC that day.
    [
      "Europe/London",
      "2024-03-31T01:00:00Z",
      { year: 2024, month: 3, day: 31, hour: 2, minute: 0, second: 0 },
    ],
    [
      "America/Sao_Paulo",
      "2024-01-01T02:30:00Z",
      { year: 2023, month: 12, day: 31, hour: 23, minute: 30, second: 0 },
    ],
    [
      "Asia/Kathmandu",
      "2024-06-01T00:00:00Z",
      { year: 2024, month: 6, day: 1, hour: 5, minute: 45, second: 0 },
    ],
  ])("reads %s at %s", (zone, instant, expected) => {
    expect(wallClock(new Date(instant), zone)).toEqual(expected);
  });

  it("gives midnight as hour 0, not 24", () => {
    expect(wallClock(Date.UTC(2024, 0, 1), "UTC").hour).toBe(0);
  });

  it("refuses a zone the runtime does not know", () => {
    expect(() => wallClock(0, "Mars/Olympus")).toThrow(RangeError);
  });
});
