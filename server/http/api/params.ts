import { z } from "zod";
import { FEED_PER_DEFAULT, PER_MAX } from "#core/content/content.ts";

/*
 * The parameters every API domain shares (ids, paging, site id, points in time), written once so
 * the validation and the OpenAPI document (server/http/api/openapi.ts) read the same bounds.
 */

/** The largest id a row can have (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;

/**
 * The deepest page a list serves. Lists page with OFFSET, which walks every skipped row; 1000
 * pages of 100 is far beyond what a reader scrolls, and keeps the worst query bounded.
 */
export const PAGE_MAX = 1000;

/** A whole number in a query string, within bounds; anything else (`abc`, `1.5`, `-1`, ``) is refused. */
export function intParam(name: string, min: number, max: number) {
  return (
    z
      .string()
      .regex(/^\d{1,9}$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      // The document shows it as the integer a client sends, not as the string a URL carries.
      .meta({ [INTEGER_META]: { minimum: min, maximum: max } })
  );
}

/** The metadata key by which the OpenAPI document knows a whole-number parameter. */
export const INTEGER_META = "x-integer";

/** A row id in a path or query (`1`…`ID_MAX`). */
export const idParam = (name = "id") => intParam(name, 1, ID_MAX);

/** A row id in a JSON body: clients send it as a number or as a numeric string. */
export const idField = () => z.union([z.number().int().min(1).max(ID_MAX), idParam()]);

/** `site_id` as the spec's clients send it: accepted and checked, the deployment serves its own site. */
export const siteIdParam = z
  .string()
  .regex(/^\d{1,9}$/, "site_id must be a number")
  .meta({ description: "The site (brand); accepted and checked." });

/** `page`: from 1 (the default) to `PAGE_MAX`. */
export const pageParam = () =>
  intParam("page", 1, PAGE_MAX)
    .default(1)
    .meta({ description: `Page number from 1 (at most ${PAGE_MAX}).` });

/** A page size (`per`, or `size` where the spec names it so): 1 to `PER_MAX`, with the list's default. */
export const perParam = (name: string, perDefault: number = FEED_PER_DEFAULT) =>
  intParam(name, 1, PER_MAX)
    .default(perDefault)
    .meta({ description: `Page size, at most ${PER_MAX}.` });

/** `page` (from 1) and `per` (capped at 100) with the list's default page size. */
export function pagingShape(perDefault: number = FEED_PER_DEFAULT) {
  return { page: pageParam(), per: perParam("per", perDefault) };
}

export type Paging = { page: number; per: number };

/** LIMIT/OFFSET of a page. */
export function pageWindow({ page, per }: Paging) {
  return { limit: per, offset: (page - 1) * per };
}

/** A point in time given as epoch milliseconds or an ISO 8601 date(-time). */
export const timestampParam = z.string().transform((value, ctx) => {
  const date = /^\d{1,15}$/.test(value) ? new Date(Number(value)) : parseIsoDate(value);
  if (!date || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: "custom", message: "timestamp must be epoch milliseconds or an ISO 8601 date" });
    return z.NEVER;
  }
  return date;
});

/**
 * The first day of an individual feed (`start_date`): `YYYY-MM-DD`, `YYYY_MM` (the form the spec's
 * related-articles fallback sends, meaning the first of that month), `YYYY-MM` or a full ISO date-time.
 * Dates without a time are midnight UTC.
 */
export const startDateParam = z.string().transform((value, ctx) => {
  const month = /^(\d{4})[-_](\d{2})$/.exec(value);
  const date = month ? utcDate(Number(month[1]), Number(month[2]), 1) : parseIsoDate(value);
  if (!date || Number.isNaN(date.getTime())) {
    ctx.addIssue({
      code: "custom",
      message: "start_date must be YYYY-MM-DD, YYYY_MM or an ISO 8601 date-time",
    });
    return z.NEVER;
  }
  return date;
});

function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2024-02-31 over to March; a date that rolled over was not a real date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Only ISO 8601 forms: `Date.parse` alone also accepts "1", "May 5" and other guesses. */
function parseIsoDate(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return utcDate(Number(day[1]), Number(day[2]), Number(day[3]));
  const time = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    value,
  );
  if (!time) return null;
  // Without an offset the time is UTC, whatever the server's time zone.
  const date = new Date(`${time[1]}T${time[2]}${time[3] ?? "Z"}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A transform from a parser that says what is wrong (core/sports/event-days.ts's): its message is the 400's. */
export function parsedBy<T>(
  parse: (text: string) => { ok: true; value: T } | { ok: false; message: string },
) {
  return (text: string, ctx: z.RefinementCtx) => {
    const result = parse(text);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  };
}
