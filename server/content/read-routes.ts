import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";

export function readRoutes(_db: Database) {
  return new Hono<AppEnv>();
}
