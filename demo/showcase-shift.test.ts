import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wallClock } from "#core/i18n/zoned-time.ts";
import { projectPath } from "#server/project-path.ts";
import { shiftDate, shiftedKickoff, shiftedSeasonLabel, showcaseWeeks } from "./showcase-shift.ts";

const DAY = 86_400_000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
const hhmm = (at: Date, zone: string) => {
  const local = wallClock(at, zone);
  return `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
};

type Match = { date: string; time: string };
const season = (file: string) =>
  (JSON.parse(readFileSync(projectPath(`demo/data/football/${file}`), "utf8")) as { matches: Match[] })
    .matches;
const LEAGUES = [
  { file: "en.1-2019-20.json", zone: "Europe/London" },
  { file: "es.1-2019-20.json", zone: "Europe/Madrid" },
  { file: "pt.1-2019-20.json", zone: "Europe/Lisbon" },
  { file: "br.1-2019.json", zone: "America/Sao_Paulo" },
].map((league) => ({ ...league, matches: season(league.file) }));

describe("shiftDate", () => {
  it("moves a local date by whole weeks, over month and year ends", () => {
    expect(shiftDate("2019-12-28", 1)).toBe("2020-01-04");
    expect(shiftDate("2019-08-10", 365)).toBe("2026-08-08");
    expect(weekday(shiftDate("2019-08-10", 365))).toBe("Sat");
  });
});

describe("shiftedKickoff", () => {
  it("keeps the local kick-off time when daylight saving differs between the years", () => {
    // 26 Oct 2019 was summer time in London (15:00 = 14:00 UTC); the same week of 2026 is not.
    const match = { date: "2019-10-26", time: "15:00" };
    expect(shiftedKickoff(match, "Europe/London", 0).toISOString()).toBe("2019-10-26T14:00:00.000Z");
    const moved = shiftedKickoff(match, "Europe/London", 365);
    expect(moved.toISOString()).toBe("2026-10-24T14:00:00.000Z");
    expect(shiftedKickoff({ date: "2019-11-02", time: "15:00" }, "Europe/London", 365).toISOString()).toBe(
      "2026-10-31T15:00:00.000Z",
    );
    expect(hhmm(moved, "Europe/London")).toBe("15:00");
  });
});

describe("showcaseWeeks", () => {
  // Every hour of a week, and times of the year in and out of season.
  const nows = [
    ...Array.from(
      { length: 14 },
      (_, i) => new Date(Date.parse("2026-11-23T00:20:00Z") + i * 12.5 * 3_600_000),
    ),
    new Date("2026-07-01T03:00:00Z"),
    new Date("2027-03-28T01:30:00Z"),
    new Date("2026-05-31T22:45:00Z"),
  ];
  it.each(LEAGUES)(
    "$file: games to come within the week at any hour, real local kick-off times",
    (league) => {
      for (const now of nows) {
        const weeks = showcaseWeeks(league.matches, league.zone, now);
        expect(Number.isInteger(weeks)).toBe(true);
        const kickoffs = league.matches.map((match) => shiftedKickoff(match, league.zone, weeks));
        const soon = kickoffs.filter(
          (at) => at.getTime() > now.getTime() + 30 * 60_000 && at.getTime() < now.getTime() + 7 * DAY,
        );
        expect(soon.length, `${league.file} at ${now.toISOString()}`).toBeGreaterThan(0);
        expect(kickoffs.some((at) => at < now)).toBe(true);
        // A sample of games: the same weekday and local clock as in the source.
        for (const [i, match] of league.matches.entries()) {
          if (i % 37 !== 0) continue;
          expect(hhmm(kickoffs[i], league.zone)).toBe(match.time);
          expect(weekday(shiftDate(match.date, weeks))).toBe(weekday(match.date));
        }
      }
    },
  );

  it("leaves some of the season played and some to play", () => {
    const now = new Date("2026-11-28T15:30:00Z");
    const [england] = LEAGUES;
    const weeks = showcaseWeeks(england.matches, england.zone, now);
    const played = england.matches.filter((match) => shiftedKickoff(match, england.zone, weeks) < now).length;
    expect(played / england.matches.length).toBeGreaterThan(0.2);
    expect(played / england.matches.length).toBeLessThan(0.9);
  });
});

describe("shiftedSeasonLabel", () => {
  it("names the moved season's years in the source's form", () => {
    expect(shiftedSeasonLabel("2019/20", ["2026-08-07", "2027-05-23"])).toBe("2026/27");
    expect(shiftedSeasonLabel("2019/20", ["2099-08-07", "2100-05-23"])).toBe("2099/00");
    expect(shiftedSeasonLabel("2019", ["2026-04-25", "2026-09-01", "2026-12-06"])).toBe("2026");
    expect(shiftedSeasonLabel("2019", ["2026-11-14", "2027-03-01", "2027-07-18"])).toBe("2027");
    expect(shiftedSeasonLabel("demo", ["2026-08-07"])).toBe("demo");
  });
});
