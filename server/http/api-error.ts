import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error a client can show: `{"error":{"code","message"}}` with a 4xx/5xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Answers with an error of a domain's catalogue (request-errors.ts, content-errors.ts, …). */
export function sendApiError(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message), error.status);
}
