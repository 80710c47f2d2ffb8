/**
 * Kick-off times of imported fixtures: the source gives a local date and time ("2019-08-09",
 * "20:00", sometimes "20:00 UTC+1" or a separate "timezone": "UTC-3"); the database stores UTC.
 * A named zone (IANA, "Europe/London") follows its daylight-saving rules through the season.
 */

import { wallClock } from "#core/i18n/zoned-time.ts";

export class TimeZoneError extends Error {
  override name = "TimeZoneError";
}

const FIXED = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/** Minutes east of UTC for a fixed offset ("UTC+3", "-03:00", "UTC"), or null for a named zone. */
function fixedOffset(zone: string): number | null {
  const text = zone.trim();
  if (/^(UTC|GMT|Z)$/i.test(text)) return 0;
  const match = text.match(FIXED);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  if (minutes > 14 * 60) throw new TimeZoneError(`the offset "${zone}" is out of range`);
  return match[1] === "-" ? -minutes : minutes;
}

/** Checks a zone name once, so a typo fails the import before anything is written. */
export function assertTimeZone(zone: string): void {
  if (fixedOffset(zone) !== null) return;
  try {
    wallClock(0, zone);
  } catch {
    throw new TimeZoneError(`unknown time zone "${zone}" (an IANA name like Europe/London, or UTC+3)`);
  }
}

/** The zone's offset from UTC at one instant, in minutes. */
function namedOffset(zone: string, instant: number): number {
  const parts = wallClock(instant, zone);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The UTC instant of a local date and time in a zone. In the hour a spring-forward skips, the
 * time is read with the offset before the change (as the clocks on the wall would show it).
 */
export function localToUtc(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const fixed = fixedOffset(zone);
  if (fixed !== null) return new Date(wall - fixed * 60_000);
  const first = namedOffset(zone, wall);
  let instant = wall - first * 60_000;
  const second = namedOffset(zone, instant);
  if (second !== first) instant = wall - second * 60_000;
  return new Date(instant);
}

/**
 * Reads a fixture's `time` field: "20:00", "20:00 UTC+1", "8.00"; null when it has none. The zone
 * written in the time wins over the match's own `timezone` field, which wins over the season's.
 */
export function kickoff(
  date: string,
  time: string | undefined,
  zones: { match?: string; season: string },
): { startTime: Date; timeKnown: boolean } {
  const match = time?.trim().match(/^(\d{1,2})[:.h](\d{2})(?:\s*(.+))?$/i);
  if (!match) {
    // No kick-off time: midday in the season's zone keeps the match on its local day for readers
    // anywhere near it; the event says its time is unknown.
    return { startTime: localToUtc(date, "12:00", zones.match ?? zones.season), timeKnown: false };
  }
  const zone = match[3]?.trim() || zones.match || zones.season;
  assertTimeZone(zone);
  return { startTime: localToUtc(date, `${match[1]}:${match[2]}`, zone), timeKnown: true };
}
