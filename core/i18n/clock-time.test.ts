import { describe, expect, it } from "vitest";
import { formatClock } from "./clock-time.ts";
import { formatDate } from "./format.ts";

describe("formatClock", () => {
  it.each([
    ["en", Date.UTC(2026, 10, 26, 21, 5)],
    ["en", Date.UTC(2026, 10, 26, 0, 30)],
    ["en", Date.UTC(2026, 10, 26, 12, 0)],
    ["es", Date.UTC(2026, 10, 26, 9, 5)],
    ["pt", Date.UTC(2026, 10, 26, 21, 45)],
    ["pt", Date.UTC(2026, 10, 26, 9, 5)],
  ] as const)("writes %s times as Intl does", (locale, time) => {
    const intl = formatDate(time, locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    expect(formatClock(new Date(time), locale, "utc")).toBe(intl.replace(/\s/g, " "));
  });
});
