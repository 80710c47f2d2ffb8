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

export function sendError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}
