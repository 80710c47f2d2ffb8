/**
 * The wall-clock reading of an instant in a time zone. One formatter per zone, kept: making an
 * Intl.DateTimeFormat costs far more than using one, and the same few zones are asked again and
 * again (the readers' zones, the seasons' zones). Throws a RangeError for a zone the runtime does
 * not know.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * True for an IANA zone name this runtime knows ("America/Sao_Paulo", "UTC"). The names come from
 * readers (a cookie, an API body): only the characters zone names use, at most 64, before Intl
 * is asked.
 */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    // Bounded: zone names come from readers' requests too.
    if (formatters.size >= 200) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}
