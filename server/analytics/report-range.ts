import { MAX_REPORT_DAYS } from "#core/analytics/analytics-report.ts";

/*
 * The range of a report (`icaro analytics report --from --to`, /operator/analytics?from&to): a
 * date is a whole UTC day (`--to 2026-11-28` includes that day), a time needs its offset; without
 * them, the last 7 days up to now.
 */

const DAY_MS = 24 * 3_600_000;
export const DEFAULT_REPORT_DAYS = 7;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date or a time with its offset; `end` turns a date into the start of the next day. */
function instant(text: string, end: boolean): Date | null {
  if (DATE.test(text)) {
    const day = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    return end ? new Date(day.getTime() + DAY_MS) : day;
  }
  if (!DATE_TIME.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

export type ReportRange = { from: Date; to: Date };

/** The range, or the reason it is refused (one line for the command or the page). */
export function reportRange(
  input: { from?: string; to?: string },
  now: Date,
): ReportRange | { error: string } {
  const to = input.to ? instant(input.to, true) : now;
  if (!to) return { error: "--to must be a date (2026-11-28) or a time with its offset (2026-11-28T12:00Z)" };
  const from = input.from
    ? instant(input.from, false)
    : new Date(to.getTime() - DEFAULT_REPORT_DAYS * DAY_MS);
  if (!from)
    return { error: "--from must be a date (2026-11-21) or a time with its offset (2026-11-21T12:00Z)" };
  if (from >= to) return { error: "--from must be before --to" };
  if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS)
    return { error: `a report covers at most ${MAX_REPORT_DAYS} days` };
  return { from, to };
}
