import { describe, expect, it } from "vitest";
import { matchMinute } from "./match-simulator.ts";
import { showcaseAnchor, showcaseShiftMs } from "./showcase-shift.ts";

const d = (iso: string) => new Date(iso);

const SEASON = [
  // A day with one kick-off time only: no showcase.
  "2019-08-09T19:00:00Z",
  "2019-08-09T19:00:00Z",
  // Saturday: 11:30, 14:00 ×5, 16:30.
  "2019-08-10T11:30:00Z",
  "2019-08-10T14:00:00Z",
  "2019-08-10T14:00:00Z",
  "2019-08-10T14:00:00Z",
  "2019-08-10T16:30:00Z",
  // Sunday: 13:00 and 15:30: the later one does not leave time for upcoming games after it.
  "2019-08-11T13:00:00Z",
  "2019-08-11T15:30:00Z",
].map(d);

describe("showcaseAnchor", () => {
  it("picks a middle kick-off of a day with earlier and later games", () => {
    expect(showcaseAnchor(SEASON)?.toISOString()).toBe("2019-08-10T14:00:00.000Z");
  });

  it("finds none in a season without such a day", () => {
    expect(showcaseAnchor(SEASON.filter((kickoff) => kickoff.getUTCDate() !== 10))).toBeNull();
    expect(showcaseAnchor([])).toBeNull();
  });
});

describe("showcaseShiftMs", () => {
  it.each(["2026-11-23T10:07:00Z", "2026-11-23T15:59:59Z", "2026-11-24T00:01:00Z", "2026-11-23T20:45:00Z"])(
    "at %s leaves finished, live and upcoming games",
    (iso) => {
      const now = d(iso);
      const shift = showcaseShiftMs(SEASON, now) as number;
      expect(shift % (15 * 60_000)).toBe(0);
      const saturday = SEASON.slice(2, 7).map((kickoff) =>
        matchMinute(now.getTime() - (kickoff.getTime() + shift)),
      );
      expect(saturday[0]).toBe("final");
      for (const live of saturday.slice(1, 4)) expect(live).toBeTypeOf("number");
      expect(saturday[4]).toBe("upcoming");
    },
  );
});
