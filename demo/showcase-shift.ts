import { kickoff } from "#server/sports/kickoff-time.ts";

/**
 * How far to move a bundled season's calendar so that a newcomer's week is one of its real
 * rounds: by whole weeks of the league's local calendar (a Saturday 15:00 kick-off stays a
 * Saturday 15:00 kick-off in the league's zone, whatever daylight saving did in the source
 * year), chosen so that games are still to come in the next seven days, with a good part of the
 * season played (a table with half a season reads well), as near as may be to the same time of
 * the year as the source. Games live now exist only when a real kick-off is near now. Pure (the
 * clock is an argument).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
const YEAR_DAYS = 365.2425;
/** Some game must kick off in this window after now (later than the e2e tests' half hour). */
const SOON_FROM = 45 * MINUTE;
const SOON_TO = 6 * DAY + 12 * 60 * MINUTE;
/** The share of the season played by now that a choice should leave. */
const PLAYED_MIN = 0.2;
const PLAYED_MAX = 0.9;

export type SourceMatch = { date: string; time?: string; timezone?: string };

/** A local calendar date (YYYY-MM-DD) moved by whole weeks. */
export function shiftDate(date: string, weeks: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 7 * weeks)).toISOString().slice(0, 10);
}

/** The UTC kick-off of a match moved by whole local weeks, read in the league's zone. */
export function shiftedKickoff(match: SourceMatch, zone: string, weeks: number): Date {
  return kickoff(shiftDate(match.date, weeks), match.time, { match: match.timezone, season: zone }).startTime;
}

/** How many whole weeks to move the season's local dates (see above). */
export function showcaseWeeks(matches: readonly SourceMatch[], zone: string, now: Date): number {
  if (matches.length === 0) return 0;
  const at = now.getTime();
  const base = matches.map((match) => shiftedKickoff(match, zone, 0).getTime());
  // Every shift that brings some game into the window (give or take a daylight-saving hour).
  const candidates = new Set<number>();
  for (const time of base) {
    const weeks = Math.ceil((at + SOON_FROM - time) / WEEK);
    if (time + weeks * WEEK <= at + SOON_TO) candidates.add(weeks);
  }
  const played = (weeks: number) => base.filter((time) => time + weeks * WEEK < at).length / base.length;
  const offYear = (weeks: number) => {
    const days = weeks * 7;
    return Math.abs(days - Math.round(days / YEAR_DAYS) * YEAR_DAYS);
  };
  const ranked = [...candidates].sort((a, b) => {
    const inA = played(a) >= PLAYED_MIN && played(a) <= PLAYED_MAX;
    const inB = played(b) >= PLAYED_MIN && played(b) <= PLAYED_MAX;
    if (inA !== inB) return inA ? -1 : 1;
    if (inA) return offYear(a) - offYear(b) || a - b;
    return Math.abs(played(a) - 0.5) - Math.abs(played(b) - 0.5) || a - b;
  });
  // The exact kick-offs of the chosen shift, in the league's zone, must have a game to come.
  const soon = (weeks: number) =>
    matches.some((match) => {
      const time = shiftedKickoff(match, zone, weeks).getTime();
      return time > at + 30 * MINUTE && time < at + 7 * DAY;
    });
  return ranked.find(soon) ?? ranked[0] ?? 0;
}

/**
 * The season's label for its moved dates, in the source label's form: "2019/20" becomes the
 * years the moved season spans from its first game ("2026/27"); a one-year season ("2019", the
 * Brasileirão) becomes the year most of its games fall in. Another label is kept.
 */
export function shiftedSeasonLabel(label: string, dates: readonly string[]): string {
  if (dates.length === 0) return label;
  const years = dates.map((date) => Number(date.slice(0, 4)));
  if (/^\d{4}\/\d{2}$/.test(label)) {
    const first = Math.min(...years);
    return `${first}/${String((first + 1) % 100).padStart(2, "0")}`;
  }
  if (/^\d{4}$/.test(label)) {
    const sorted = [...years].sort((a, b) => a - b);
    return String(sorted[Math.floor(sorted.length / 2)]);
  }
  return label;
}
