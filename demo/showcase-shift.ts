/**
 * How far to move one season's calendar so that a newcomer's "today" has finished, live and
 * upcoming games: a real match day of the season with kick-offs spread over the day is moved so
 * that one of its middle kick-offs began half an hour ago. Pure (the clock is an argument).
 */

const MINUTE = 60_000;
/** The anchor kick-off lands between 30 and 45 minutes ago: its games are in the first half. */
const ANCHOR_AGO_MIN = 30;
/** Shifts are whole quarter hours, so kick-offs keep round times (15:00 → 15:15, not 15:07). */
const STEP = 15 * MINUTE;
/** Earlier games must be over (a match takes 105 wall minutes) and later ones not begun. */
const FINISHED_BEFORE = 150 * MINUTE;
const UPCOMING_AFTER = 60 * MINUTE;

/** The kick-off of the showcase day to bring to now, or null when the season has no such day. */
export function showcaseAnchor(kickoffs: Date[]): Date | null {
  const days = new Map<string, number[]>();
  for (const kickoff of kickoffs) {
    const day = kickoff.toISOString().slice(0, 10);
    const times = days.get(day) ?? [];
    if (!times.includes(kickoff.getTime())) times.push(kickoff.getTime());
    days.set(day, times);
  }
  const ordered = [...days.keys()].sort();
  // From the middle of the season on (a table with half a season played reads well), then the rest.
  const middle = Math.floor(ordered.length / 2);
  for (const day of [...ordered.slice(middle), ...ordered.slice(0, middle)]) {
    const times = (days.get(day) as number[]).sort((a, b) => a - b);
    const first = times[0];
    const last = times[times.length - 1];
    const anchor = times.find((time) => time - first >= FINISHED_BEFORE && last - time >= UPCOMING_AFTER);
    if (anchor !== undefined) return new Date(anchor);
  }
  return null;
}

/** Milliseconds to add to every kick-off of the season (whole quarter hours). */
export function showcaseShiftMs(kickoffs: Date[], now: Date): number | null {
  const anchor = showcaseAnchor(kickoffs);
  if (!anchor) return null;
  return Math.floor((now.getTime() - ANCHOR_AGO_MIN * MINUTE - anchor.getTime()) / STEP) * STEP;
}
