import { describe, expect, it } from "vitest";
import { reportRange } from "./report-range.ts";

const NOW = new Date("2026-11-28T20:30:00Z");

describe("report range", () => {
  it("is the last 7 days by default", () => {
    expect(reportRange({}, NOW)).toEqual({ from: new Date("2026-11-21T20:30:00Z"), to: NOW });
  });

  it("takes whole UTC days, --to included, and times with their offset", () => {
    expect(reportRange({ from: "2026-11-01", to: "2026-11-02" }, NOW)).toEqual({
      from: new Date("2026-11-01T00:00:00Z"),
      to: new Date("2026-11-03T00:00:00Z"),
    });
    expect(reportRange({ from: "2026-11-28T10:00-03:00", to: "2026-11-28T20:00:00.5Z" }, NOW)).toEqual({
      from: new Date("2026-11-28T13:00:00Z"),
      to: new Date("2026-11-28T20:00:00.500Z"),
    });
    expect(reportRange({ to: "2026-11-10" }, NOW)).toEqual({
      from: new Date("2026-11-04T00:00:00Z"),
      to: new Date("2026-11-11T00:00:00Z"),
    });
  });

  it.each([
    [{ from: "yesterday" }, "--from must be"],
    [{ from: "2026-02-30" }, "--from must be"],
    [{ from: "2026-11-28T10:00" }, "--from must be"],
    [{ to: "2026-13-01" }, "--to must be"],
    [{ from: "2026-11-28", to: "2026-11-27" }, "--from must be before --to"],
    [{ from: "2025-01-01", to: "2026-11-28" }, "at most 366 days"],
  ])("refuses %j", (input, message) => {
    const range = reportRange(input, NOW);
    expect("error" in range && range.error).toContain(message);
  });
});
