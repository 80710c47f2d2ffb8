import { z } from "zod";
import { PER_MAX } from "#core/content.ts";

/** A whole number in the query string within [min, max], with a default when absent. */
export function intParam(name: string, options: { min: number; max: number; default: number }) {
  return z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(options.min, `${name} must be at least ${options.min}`)
        .max(options.max, `${name} must be at most ${options.max}`),
    )
    .optional()
    .transform((value) => value ?? options.default);
}

/** `true`/`false` (also `1`/`0`) in the query string. */
export function boolParam(name: string) {
  return z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => value === "true" || value === "1");
}

/** Pages from 1; far pages are refused rather than scanned. */
export const PAGE_MAX = 1000;

export const pageParam = intParam("page", { min: 1, max: PAGE_MAX, default: 1 });
export const sizeParam = (name: string, fallback: number) =>
  intParam(name, { min: 1, max: PER_MAX, default: fallback });
/** Articles are not per site yet: site_id is checked and otherwise ignored. */
export const siteIdParam = z
  .string()
  .regex(/^\d{1,9}$/, "site_id must be a number")
  .optional();
