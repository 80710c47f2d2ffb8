import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { eventUpdateRoutes } from "./event-update-routes.ts";
import type { ScoreBus } from "./score-bus.ts";
import { scoreStreamRoutes } from "./score-stream-routes.ts";
import { type FavoritesOf, sportingEventRoutes } from "./sporting-event-routes.ts";
import type { SportingEventsService } from "./sporting-events-service.ts";
import type { UpdateDeps } from "./update-event.ts";

export type SportsLiveOptions = {
  /** The signed-in reader's follows (accounts plug their resolver in); without one every reader is a guest. */
  favorites?: FavoritesOf;
  /** The keys a data provider's updates must carry (ICARO_OPERATOR_KEY and the command's key). */
  operatorKeys?: () => readonly string[];
  /** The stream's heartbeat interval (tests shorten it). */
  heartbeatMs?: number;
  /** Told after every update (standings caches listen). */
  onChange?: UpdateDeps["onChange"];
  /** Push alerts of the followers of an updated event (server/push/push-alerts.ts). */
  alerts?: UpdateDeps["alerts"];
};

/**
 * The sporting events API: lists, detail and stories, the live stream and the providers' updates,
 * over the events service and the score bus its lists listen to (both made by the root,
 * server/domain-services.ts).
 */
export function sportsLiveRoutes(
  db: Database,
  services: { events: SportingEventsService; bus: ScoreBus },
  options: SportsLiveOptions = {},
) {
  const { events, bus } = services;
  return (
    new Hono<AppEnv>()
      // Before the event routes, whose `sporting_events/:type/:id` must not see `stream`.
      .route("/", scoreStreamRoutes(bus, { heartbeatMs: options.heartbeatMs }))
      .route(
        "/",
        eventUpdateRoutes(
          { db, bus, onChange: options.onChange, alerts: options.alerts },
          options.operatorKeys ?? (() => []),
        ),
      )
      .route("/", sportingEventRoutes(events, options.favorites))
  );
}
