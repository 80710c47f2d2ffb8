import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { type SportingEventRoutesOptions, sportingEventRoutes } from "./sporting-event-routes.ts";

export type SportsLiveOptions = SportingEventRoutesOptions & {
  /** The keys a data provider's updates must carry (ICARO_OPERATOR_KEY and the command's key). */
  operatorKeys?: () => readonly string[];
};

/** The sporting events API: lists, detail and stories, the live stream and the providers' updates. */
export function sportsLiveRoutes(db: Database, options: SportsLiveOptions = {}) {
  return new Hono<AppEnv>().route("/", sportingEventRoutes(db, options));
}
