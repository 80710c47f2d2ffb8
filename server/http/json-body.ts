import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env.ts";
import { requestErrors } from "./request-errors.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** Refuses bodies over 1 MB with a 413 before anything reads them. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw requestErrors.bodyTooLarge("request body", "1 MB");
  },
});

/**
 * Reads a JSON request body once, before routing, so that a malformed body is a 400 for every
 * endpoint (never a 500 from deep inside a handler). Handlers read it with `parseBody`.
 */
export const readJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const text = await c.req.text();
  if (text.trim() === "") {
    c.set("jsonBody", undefined);
    return next();
  }
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("json")) {
    throw requestErrors.unsupportedMediaType();
  }
  try {
    c.set("jsonBody", JSON.parse(text));
  } catch {
    throw requestErrors.invalidJson();
  }
  return next();
};
