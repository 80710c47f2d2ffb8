/**
 * The events lists' day filter (docs/behaviour/sports.md#events-lists, docs/behaviour/limits.md#page-sizes): `d` is a comma list of day offsets
 * from the reader's today, `z` the reader's UTC offset in hours. Pure, so the edges around
 * midnight are tested without a clock.
 */

/** UTC offsets in use run from −12 (Baker Island) to +14 (Line Islands). */
export const UTC_OFFSET_MIN = -12;
export const UTC_OFFSET_MAX = 14;
/** How far from today a list may reach, in days: a season either way. */
export const DAY_OFFSET_LIMIT = 366;
/** How many days one request may name. */
export const DAY_OFFSETS_MAX = 31;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type DayWindow = { start: Date; end: Date };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** `"0,1"`, `"-1"`, `"0, 2"` → sorted distinct offsets; anything else is refused with a reason. */
export function parseDayOffsets(text: string): ParseResult<number[]> {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length > DAY_OFFSETS_MAX) {
    return { ok: false, message: `d may name at most ${DAY_OFFSETS_MAX} days` };
  }
  const offsets = new Set<number>();
  for (const part of parts) {
    if (!/^[+-]?\d{1,3}$/.test(part)) {
      return { ok: false, message: "d must be a comma-separated list of whole numbers of days, like 0,1" };
    }
    const offset = Number(part);
    if (Math.abs(offset) > DAY_OFFSET_LIMIT) {
      return { ok: false, message: `d must stay within ${DAY_OFFSET_LIMIT} days of today` };
    }
    offsets.add(offset === 0 ? 0 : offset); // -0 is 0
  }
  return { ok: true, value: [...offsets].sort((a, b) => a - b) };
}

/**
 * `"-3"`, `"5.5"`, `"+9"`, `"5.75"`: whole, half and quarter hours, as real time zones have
 * (India +5.5, Nepal +5.75); out of −12…14 or any other form is refused.
 */
export function parseUtcOffset(text: string): ParseResult<number> {
  if (!/^[+-]?\d{1,2}(\.\d{1,2})?$/.test(text.trim())) {
    return { ok: false, message: "z must be a UTC offset in hours, like -3 or 5.5" };
  }
  const hours = Number(text);
  if (hours < UTC_OFFSET_MIN || hours > UTC_OFFSET_MAX) {
    return { ok: false, message: `z must be between ${UTC_OFFSET_MIN} and ${UTC_OFFSET_MAX}` };
  }
  if (!Number.isInteger(hours * 4)) {
    return { ok: false, message: "z must be a whole, half or quarter hour" };
  }
  return { ok: true, value: hours };
}

/** The UTC instant at which the reader's day `offset` days from today begins. */
export function localDayStart(now: Date, utcOffsetHours: number, offset: number): Date {
  const offsetMs = utcOffsetHours * HOUR_MS;
  // Shift into the reader's wall clock, cut to midnight there, shift back to UTC.
  const localMidnight = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS;
  return new Date(localMidnight + offset * DAY_MS - offsetMs);
}

/**
 * The UTC windows `[start, end)` covering the reader's days, adjacent days merged, so `0,1` is
 * one range for the database and `-1,1` two.
 */
export function dayWindows(now: Date, utcOffsetHours: number, offsets: number[]): DayWindow[] {
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  const windows: DayWindow[] = [];
  let previous: number | undefined;
  for (const offset of sorted) {
    const last = windows.at(-1);
    if (last && previous === offset - 1) {
      last.end = localDayStart(now, utcOffsetHours, offset + 1);
    } else {
      windows.push({
        start: localDayStart(now, utcOffsetHours, offset),
        end: localDayStart(now, utcOffsetHours, offset + 1),
      });
    }
    previous = offset;
  }
  return windows;
}

/** The reader's calendar date (YYYY-MM-DD) of an instant. */
export function localDate(instant: Date, utcOffsetHours: number): string {
  return new Date(instant.getTime() + utcOffsetHours * HOUR_MS).toISOString().slice(0, 10);
}
