import { encodeSegment, type Id, joinPath } from "./url-segments.ts";

/* The calendar's addresses (docs/behaviour/sports.md#calendar-routes). */

/** docs/behaviour/sports.md#calendar-routes: {context?}/{id?}. An id needs its context, because one segment alone would be read as the context. */
export type CalendarTarget = { context?: undefined; id?: undefined } | { context: string; id?: Id };

function calendarTail({ context, id }: CalendarTarget): string {
  if (!context) return "";
  return id === undefined || id === ""
    ? encodeSegment(context)
    : `${encodeSegment(context)}/${encodeSegment(id)}`;
}

/** docs/behaviour/sports.md#calendar-routes: /calendar/{context?}/{id?}. */
export function calendarPath(target: CalendarTarget = {}): string {
  return joinPath("/calendar", calendarTail(target));
}

/** docs/behaviour/sports.md#calendar-routes: /calendar/standings/{context?}/{id?}. */
export function calendarStandingsPath(target: CalendarTarget = {}): string {
  return joinPath("/calendar/standings", calendarTail(target));
}
