import { type Context, Hono } from "hono";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import {
  eventFeedOperation,
  eventOperation,
  eventsOperation,
  liveCountOperation,
  profilesEventsOperation,
} from "./sporting-event-operations.ts";
import type { ProfileRef, SportingEventsService } from "./sporting-events-service.ts";

/**
 * The signed-in reader's follows for `context=favorites`, or null for a guest. Accounts plug
 * their resolver in here; without one every reader is a guest.
 */
export type FavoritesOf = (c: Context<AppEnv>) => Promise<ProfileRef[] | null>;

/**
 * The events lists, an event and its stories (docs/behaviour/sports.md#events-calls), mounted under the
 * API version prefix.
 */
export function sportingEventRoutes(events: SportingEventsService, favorites?: FavoritesOf) {
  const app = new Hono<AppEnv>();
  handle(app, eventsOperation, async (c, { query }) =>
    c.json(await events.list(query, async () => (favorites ? favorites(c) : null))),
  );
  handle(app, profilesEventsOperation, async (c, { query, body }) =>
    c.json(await events.ofProfiles(query, body.profiles)),
  );
  handle(app, liveCountOperation, async (c) => c.json(await events.liveCount()));
  handle(app, eventFeedOperation, async (c, { params, query: { page, per, start_date, language } }) =>
    c.json(await events.stories(params.id, { page, per }, { since: start_date, language })),
  );
  handle(app, eventOperation, async (c, { params: { type, id } }) => {
    // docs/behaviour/sports.md#events-calls: "A failure gives an empty object" — an unknown event (or type) is `{}`, not a 404.
    if (type !== "sporting_events") return c.json({});
    return c.json((await events.event(id)) ?? {});
  });
  return app;
}
