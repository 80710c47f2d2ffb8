import { describe, expect, it } from "vitest";
import { dayWindows, localDate, localDayStart, parseDayOffsets, parseUtcOffset } from "./event-days.ts";

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe("parseDayOffsets", () => {
  it.each([
    ["0,1", [0, 1]],
    ["1,0", [0, 1]],
    ["-1", [-1]],
    ["0, 2 ,-2", [-2, 0, 2]],
    ["+3,3", [3]],
    ["-0", [0]],
    ["366", [366]],
  ])("reads %j", (text, expected) => {
    expect(parseDayOffsets(text)).toEqual({ ok: true, value: expected });
  });

  it.each(["", "a", "1.5", "0,,1", "1;2", "367", "-400", "1e2", "0x1", "9999"])("refuses %j", (text) => {
    expect(parseDayOffsets(text).ok).toBe(false);
  });

  it("refuses more than 31 days", () => {
    const many = Array.from({ length: 32 }, (_, i) => i).join(",");
    expect(parseDayOffsets(many).ok).toBe(false);
  });
});

describe("parseUtcOffset", () => {
  it.each([
    ["0", 0],
    ["-3", -3],
    ["+9", 9],
    ["5.5", 5.5],
    ["5.75", 5.75],
    ["-12", -12],
    ["14", 14],
    ["-9.5", -9.5],
  ])("reads %j", (text, expected) => {
    expect(parseUtcOffset(text)).toEqual({ ok: true, value: expected });
  });

  it.each(["-13", "15", "14.5", "abc", "", "5.1", "1e1", "3h"])("refuses %j", (text) => {
    expect(parseUtcOffset(text).ok).toBe(false);
  });
});

describe("localDayStart around midnight", () => {
  // [now (UTC), offset hours, today's start in UTC]
  it.each([
    ["2026-11-23T23:30:00Z", 0, "2026-11-23T00:00:00.000Z"],
    ["2026-11-24T00:00:00Z", 0, "2026-11-24T00:00:00.000Z"],
    // 23:59 UTC is already tomorrow 08:59 in Tokyo.
    ["2026-11-23T23:59:00Z", 9, "2026-11-23T15:00:00.000Z"],
    // 14:59 UTC is 23:59 in Tokyo: still the 23rd there.
    ["2026-11-23T14:59:59Z", 9, "2026-11-22T15:00:00.000Z"],
    ["2026-11-23T15:00:00Z", 9, "2026-11-23T15:00:00.000Z"],
    // 02:00 UTC is 23:00 of the 22nd in São Paulo.
    ["2026-11-23T02:00:00Z", -3, "2026-11-22T03:00:00.000Z"],
    ["2026-11-23T03:00:00Z", -3, "2026-11-23T03:00:00.000Z"],
    // India's half hour, Kiribati's +14 and Baker Island's −12.
    ["2026-11-23T18:29:00Z", 5.5, "2026-11-22T18:30:00.000Z"],
    ["2026-11-23T18:30:00Z", 5.5, "2026-11-23T18:30:00.000Z"],
    ["2026-11-23T09:59:00Z", 14, "2026-11-22T10:00:00.000Z"],
    ["2026-11-23T10:00:00Z", 14, "2026-11-23T10:00:00.000Z"],
    ["2026-11-23T11:59:00Z", -12, "2026-11-22T12:00:00.000Z"],
    ["2026-11-23T12:00:00Z", -12, "2026-11-23T12:00:00.000Z"],
  ])("at %s with z=%d today starts at %s", (now, z, start) => {
    expect(iso(localDayStart(at(now), z, 0))).toBe(start);
  });

  it("counts offsets in whole days from the local midnight, across a month end", () => {
    expect(iso(localDayStart(at("2026-11-30T22:00:00Z"), -3, 1))).toBe("2026-12-01T03:00:00.000Z");
    expect(iso(localDayStart(at("2026-03-01T01:00:00Z"), 0, -1))).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe("dayWindows", () => {
  const now = at("2026-11-23T23:30:00Z");

  it("merges adjacent days into one window (the default 0,1)", () => {
    expect(dayWindows(now, -3, [0, 1]).map(({ start, end }) => [iso(start), iso(end)])).toEqual([
      ["2026-11-23T03:00:00.000Z", "2026-11-25T03:00:00.000Z"],
    ]);
  });

  it("keeps separate days apart", () => {
    expect(dayWindows(now, 0, [1, -1]).map(({ start, end }) => [iso(start), iso(end)])).toEqual([
      ["2026-11-22T00:00:00.000Z", "2026-11-23T00:00:00.000Z"],
      ["2026-11-24T00:00:00.000Z", "2026-11-25T00:00:00.000Z"],
    ]);
  });

  it("gives a reader east of UTC tomorrow's calendar at 23:30 UTC", () => {
    // 08:30 on the 24th in Tokyo: today there runs from 15:00 UTC on the 23rd.
    const [today] = dayWindows(now, 9, [0]);
    expect([iso(today.start), iso(today.end)]).toEqual([
      "2026-11-23T15:00:00.000Z",
      "2026-11-24T15:00:00.000Z",
    ]);
  });
});

describe("localDate", () => {
  it("dates an instant in the reader's zone", () => {
    expect(localDate(at("2026-11-23T23:30:00Z"), 0)).toBe("2026-11-23");
    expect(localDate(at("2026-11-23T23:30:00Z"), 1)).toBe("2026-11-24");
    expect(localDate(at("2026-11-23T02:00:00Z"), -3)).toBe("2026-11-22");
  });
});
