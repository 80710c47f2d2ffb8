import { describe, expect, it } from "vitest";
import { assertTimeZone, kickoff, localToUtc } from "./kickoff-time.ts";

const iso = (date: Date) => date.toISOString().replace(".000", "");

describe("localToUtc", () => {
  it.each([
    // London: GMT in winter, BST (UTC+1) in summer.
    ["2019-12-26", "12:30", "Europe/London", "2019-12-26T12:30:00Z"],
    ["2019-08-09", "20:00", "Europe/London", "2019-08-09T19:00:00Z"],
    // São Paulo had no daylight saving in 2019 (abolished that year): UTC-3 all year.
    ["2019-12-08", "16:00", "America/Sao_Paulo", "2019-12-08T19:00:00Z"],
    // A late kick-off in Madrid on New Year's Eve is still that evening in UTC.
    ["2019-12-31", "23:30", "Europe/Madrid", "2019-12-31T22:30:00Z"],
    // Just after midnight local time lands on the previous UTC day.
    ["2020-07-01", "00:30", "Europe/Lisbon", "2020-06-30T23:30:00Z"],
    // Fixed offsets, as older files write them.
    ["2014-06-12", "17:00", "UTC-3", "2014-06-12T20:00:00Z"],
    ["2022-11-20", "19:00", "UTC+3", "2022-11-20T16:00:00Z"],
    ["2022-11-20", "19:00", "+05:30", "2022-11-20T13:30:00Z"],
    ["2022-11-20", "19:00", "UTC", "2022-11-20T19:00:00Z"],
  ])("%s %s in %s is %s", (date, time, zone, expected) => {
    expect(iso(localToUtc(date, time, zone))).toBe(expected);
  });

  it("reads the hour a spring-forward skips with the offset before the change", () => {
    // 31 March 2019, London: 01:00 GMT became 02:00 BST; 01:30 never showed on a clock.
    expect(iso(localToUtc("2019-03-31", "01:30", "Europe/London"))).toBe("2019-03-31T01:30:00Z");
    expect(iso(localToUtc("2019-03-31", "02:30", "Europe/London"))).toBe("2019-03-31T01:30:00Z");
  });
});

describe("kickoff", () => {
  it("prefers the zone written in the time, then the match's, then the season's", () => {
    const zones = { match: "UTC-3", season: "Europe/London" };
    expect(iso(kickoff("2020-01-01", "15:00 UTC+1", zones).startTime)).toBe("2020-01-01T14:00:00Z");
    expect(iso(kickoff("2020-01-01", "15:00", zones).startTime)).toBe("2020-01-01T18:00:00Z");
    expect(iso(kickoff("2020-01-01", "15.00", { season: "Europe/London" }).startTime)).toBe(
      "2020-01-01T15:00:00Z",
    );
  });

  it("puts a match without a time at midday in its zone, marked unknown", () => {
    expect(kickoff("2020-01-01", undefined, { season: "America/Sao_Paulo" })).toEqual({
      startTime: new Date("2020-01-01T15:00:00Z"),
      timeKnown: false,
    });
  });

  it("refuses an unknown zone", () => {
    expect(() => assertTimeZone("Europe/Atlantis")).toThrow('unknown time zone "Europe/Atlantis"');
    expect(() => kickoff("2020-01-01", "15:00 Mars", { season: "UTC" })).toThrow('unknown time zone "Mars"');
    expect(() => assertTimeZone("UTC+15")).toThrow('the offset "UTC+15" is out of range');
  });
});
