import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { operatorErrors } from "./operator-errors.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether `given` is one of `keys`, compared in constant time: both sides are hashed to the same
 * length first, and every key is compared, so neither the length nor the position of a match leaks.
 */
export function isOperatorKey(given: string, keys: readonly string[]): boolean {
  const candidate = digest(given);
  let found = false;
  for (const key of keys) {
    if (key.length === 0) continue;
    if (timingSafeEqual(candidate, digest(key))) found = true;
  }
  return found;
}

/** Whether the request's `Authorization: Bearer <key>` is one of `keys`. */
export function hasOperatorKey(c: Context, keys: readonly string[]): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return given !== undefined && isOperatorKey(given, keys);
}

/**
 * Middleware for the operator's endpoints (the `icaro` command's hand-off, data providers' score
 * updates, /metrics off loopback): `Authorization: Bearer <key>` with one of the keys accepted
 * now, or a 401.
 */
export function requireOperatorKey(keys: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!hasOperatorKey(c, keys())) throw operatorErrors.invalidKey();
    await next();
  };
}
