import { describe, expect, it } from "vitest";
import {
  addDays,
  dayIn,
  dayQuery,
  daysBetween,
  parseCategoryPath,
  parseScoresPath,
  utcOffsetHours,
} from "./sports-dates.ts";

describe("the reader's day", () => {
  const lateUtc = new Date("2024-03-01T23:30:00Z");
  it.each([
    ["UTC", "2024-03-01"],
    ["America/Sao_Paulo", "2024-03-01"],
    ["Europe/Madrid", "2024-03-02"],
    ["Pacific/Kiritimati", "2024-03-02"],
    ["Pacific/Pago_Pago", "2024-03-01"],
  ])("at 23:30 UTC in %s is %s", (zone, day) => {
    expect(dayIn(lateUtc, zone)).toBe(day);
  });

  it.each([
    ["UTC", 0],
    ["America/Sao_Paulo", -3],
    ["Asia/Kolkata", 5.5],
    ["Asia/Kathmandu", 5.75],
    ["Pacific/Kiritimati", 14],
  ])("offset of %s is %s h", (zone, hours) => {
    expect(utcOffsetHours(lateUtc, zone)).toBe(hours);
  });

  it("follows summer time", () => {
    expect(utcOffsetHours(new Date("2024-07-01T12:00:00Z"), "Europe/Lisbon")).toBe(1);
    expect(utcOffsetHours(new Date("2024-01-01T12:00:00Z"), "Europe/Lisbon")).toBe(0);
  });

  it("counts days across months, leap days and years", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2023-12-31", "2024-01-01")).toBe(1);
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
  });

  it("asks the API for a date as an offset from the reader's today", () => {
    // 01:00 UTC on the 2nd is still the 1st in São Paulo (−3).
    const now = new Date("2024-03-02T01:00:00Z");
    expect(dayQuery("2024-03-01", now, "America/Sao_Paulo")).toEqual({ d: 0, z: -3 });
    expect(dayQuery("2024-03-01", now, "UTC")).toEqual({ d: -1, z: 0 });
    expect(dayQuery("2026-03-01", now, "UTC")).toBeNull();
  });
});

describe("scores paths", () => {
  it.each([
    [[], { calendar: false }],
    [["2024-03-01"], { date: "2024-03-01", calendar: false }],
    [["12"], { id: "12", calendar: false }],
    [["Premier League", "12"], { name: "Premier League", id: "12", calendar: false }],
    [["All", "sports", "2024-02-29"], { name: "All", id: "sports", date: "2024-02-29", calendar: false }],
    [["live"], { id: "live", calendar: false }],
    [["12", "2024-03-01", "calendar"], { id: "12", date: "2024-03-01", calendar: true }],
    [["calendar"], { calendar: true }],
  ])("%j reads as %j", (segments, expected) => {
    expect(parseScoresPath(segments)).toEqual(expected);
  });

  it.each([
    [["2023-02-29"]],
    [["2024-13-01"]],
    [["2024-3-1"]],
    [["12", "2024-04-31"]],
    [["a", "b", "c"]],
    [["a", "b", "c", "2024-03-01"]],
  ])("%j is not a page", (segments) => {
    expect(parseScoresPath(segments)).toBeNull();
  });

  it("reads standings and feed paths", () => {
    expect(parseCategoryPath(["12"])).toEqual({ id: "12" });
    expect(parseCategoryPath(["La Liga", "12"])).toEqual({ name: "La Liga", id: "12" });
    expect(parseCategoryPath([])).toBeNull();
    expect(parseCategoryPath(["a", "b", "c"])).toBeNull();
  });
});
