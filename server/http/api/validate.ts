import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { requestErrors } from "./request-errors.ts";

/** Describes the first problem of a zod error in one line a client can show. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Parses the query string with a zod schema; a mismatch is a 400 `invalid_query`. */
export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw requestErrors.invalidQuery(firstIssue(result.error));
  return result.data;
}

/** Parses route params; a mismatch is a 400 `invalid_param`. */
export function parseParams<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw requestErrors.invalidParam(firstIssue(result.error));
  return result.data;
}

/** Parses the JSON body read by the body middleware; a mismatch is a 400 `invalid_body`. */
export function parseBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const result = schema.safeParse(c.get("jsonBody"));
  if (!result.success) throw requestErrors.invalidBody(firstIssue(result.error));
  return result.data;
}
