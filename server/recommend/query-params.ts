import { z } from "zod";

/*
 * The recommendation API's own query parameters; ids, paging and site_id are the shared ones of
 * server/http/api/params.ts.
 */

/** `true`/`false` (also `1`/`0`) in the query string; absent is false. */
export function boolParam(name: string) {
  return z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => value === "true" || value === "1");
}
