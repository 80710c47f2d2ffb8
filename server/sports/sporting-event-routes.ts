import { type Context, Hono } from "hono";
import { z } from "zod";
import { dayWindows } from "#core/event-days.ts";
import { EVENTS_DEFAULT_DAYS } from "#core/sporting-events.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { individualFeedQuery } from "#server/content/content-routes.ts";
import { existingProfileIds, findProfile, profileArticleIds } from "#server/content/feed-queries.ts";
import type { Database } from "#server/db/client.ts";
import { ApiError } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseBody, parseParams, parseQuery } from "#server/http/validate.ts";
import { eventById } from "./event-json.ts";
import { type EventFilter, listEvents } from "./event-list-queries.ts";
import { type EventsQuery, eventsQuery, idParam, type ProfileRef, profilesBody } from "./event-query.ts";

export type SportingEventRoutesOptions = {
  /**
   * The signed-in reader's follows for `context=favorites`, or null for a guest. Accounts plug
   * their resolver in here; without one every reader is a guest.
   */
  favorites?: (c: Context<AppEnv>) => Promise<ProfileRef[] | null>;
  /** The clock, for tests around midnight. */
  now?: () => Date;
};

const eventParams = z.object({ type: z.string().max(100), id: idParam });
const feedParams = z.object({ context: z.literal("sporting_events"), id: idParam });
const DEFAULT_DAYS = EVENTS_DEFAULT_DAYS.split(",").map(Number);

/**
 * The events lists, an event and its stories (spec §7 "Events and standings"), mounted under the
 * API version prefix.
 */
export function sportingEventRoutes(db: Database, options: SportingEventRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** The day windows and live flag every list shares. */
  function baseFilter(query: EventsQuery): EventFilter {
    const live = query.context === "live";
    // The live list shows what is on now, even a match that began yesterday, unless days are asked.
    const days = query.d ?? (live ? undefined : DEFAULT_DAYS);
    return { live, windows: days && dayWindows(now(), query.z ?? 0, days) };
  }

  /** Splits follows into leagues and teams that exist; athletes and topics have no fixtures. */
  async function aboutProfiles(refs: ProfileRef[]) {
    const wanted = refs.filter((ref) => ref.context === "leagues" || ref.context === "teams");
    const existing = new Set(
      await existingProfileIds(db, wanted as { id: number; context: "leagues" | "teams" }[]),
    );
    const found = wanted.filter((ref) => existing.has(ref.id));
    return {
      leagueIds: found.filter((ref) => ref.context === "leagues").map((ref) => ref.id),
      teamIds: found.filter((ref) => ref.context === "teams").map((ref) => ref.id),
    };
  }

  return new Hono<AppEnv>()
    .get("/sporting_events", async (c) => {
      const query = parseQuery(c, eventsQuery);
      const filter = baseFilter(query);
      if (query.context === "leagues" || query.context === "teams") {
        const id = query.id as number;
        const profile = await findProfile(db, query.context, id);
        if (!profile) {
          const what = query.context === "leagues" ? "league" : "team";
          throw new ApiError(404, `${what}_not_found`, `There is no ${what} ${id}`);
        }
        filter.about =
          query.context === "leagues" ? { leagueIds: [id], teamIds: [] } : { leagueIds: [], teamIds: [id] };
      } else if (query.context === "favorites") {
        const follows = options.favorites ? await options.favorites(c) : null;
        if (!follows)
          throw new ApiError(401, "sign_in_required", "Sign in to see the events of your favorites");
        filter.about = await aboutProfiles(follows);
      }
      return c.json(await listEvents(db, filter, query));
    })
    .post("/profiles/sporting_events", async (c) => {
      const query = parseQuery(c, eventsQuery);
      const { profiles } = parseBody(c, profilesBody);
      const filter = baseFilter(query);
      filter.about = await aboutProfiles(profiles.map((p) => ({ id: Number(p.id), context: p.context })));
      return c.json(await listEvents(db, filter, query));
    })
    .get("/sporting_events/:context/:id/feed", async (c) => {
      const { id } = parseParams(c, feedParams);
      const { page, per, start_date } = parseQuery(c, individualFeedQuery);
      const event = await eventById(db, id);
      if (!event) throw new ApiError(404, "event_not_found", `There is no sporting event ${id}`);
      const about = [event.home.id, event.away.id, event.league.id];
      const ids = await profileArticleIds(db, about, { page, per }, { since: start_date });
      return c.json(await articlesByIds(db, ids));
    })
    .get("/sporting_events/:type/:id", async (c) => {
      const { type, id } = parseParams(c, eventParams);
      // Spec §7: "A failure gives an empty object" — an unknown event (or type) is `{}`, not a 404.
      if (type !== "sporting_events") return c.json({});
      return c.json((await eventById(db, id)) ?? {});
    });
}
