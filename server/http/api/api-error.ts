import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

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

/** The error body every API answer with a 4xx/5xx status carries. */
export const errorJson = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: "Stable snake_case code", examples: ["invalid_query", "not_found"] }),
      message: z.string().meta({ description: "What went wrong, in English, for logs and developers" }),
    }),
  })
  .meta({ id: "Error" });

/** An error answer of an operation: which codes it carries and why. */
export const errorResponse = (description: string) => ({ description, schema: errorJson });
