import type { MiddlewareHandler } from "hono";
import { decodeSafeComponent } from "#core/content/safe-text.ts";
import { requestErrors } from "../api/request-errors.ts";

/**
 * Refuses an API request whose path or query holds a NUL character, invalid UTF-8 or a lone
 * surrogate (core/content/safe-text.ts) with a 400 `invalid_text`, before any route reads it: every
 * parameter of every route is covered, and none can reach the database. (The JSON body is checked
 * where it is read, json-body.ts.)
 */
export const refuseUnsafeUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.split("/").some((segment) => decodeSafeComponent(segment) === null)) {
    throw requestErrors.invalidText("The path");
  }
  for (const pair of url.search.slice(1).split("&")) {
    const [name, ...value] = pair.split("=");
    if (decodeSafeComponent(name, true) === null || decodeSafeComponent(value.join("="), true) === null) {
      throw requestErrors.invalidText(`Query parameter ${decodeSafeComponent(name, true) ?? "name"}`);
    }
  }
  await next();
};
