import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { unsafeTextPath } from "#core/content/safe-text.ts";
import type { AppEnv } from "../app-env.ts";
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
  const text = decodeUtf8(await c.req.arrayBuffer());
  if (text === null) throw requestErrors.invalidText("The request body");
  if (text.trim() === "") {
    c.set("jsonBody", undefined);
    return next();
  }
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("json")) {
    throw requestErrors.unsupportedMediaType();
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw requestErrors.invalidJson();
  }
  // JSON's \u0000 and lone \uD800 escapes decode to text no field may hold (core/content/safe-text.ts).
  const unsafe = unsafeTextPath(body);
  if (unsafe !== undefined)
    throw requestErrors.invalidText(unsafe === "" ? "The body" : `Body field ${unsafe}`);
  c.set("jsonBody", body);
  return next();
};

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as text, or null when its bytes are not UTF-8 (a lenient decoder would invent U+FFFD). */
function decodeUtf8(bytes: ArrayBuffer): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}
