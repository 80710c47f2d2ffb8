import { type Context, Hono } from "hono";
import { z } from "zod";
import { dayWindows } from "#core/event-days.ts";
import { EVENTS_DEFAULT_DAYS } from "#core/sporting-events.ts";
import { boundedCache } from "#server/cache/bounded-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { individualFeedQuery } from "#server/content/content-operations.ts";
import { existingProfileIds, findProfile, profileArticleIds } from "#server/content/feed-queries.ts";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseBody, parseParams, parseQuery } from "#server/http/validate.ts";
import { eventById } from "./event-json.ts";
import { type EventFilter, listEvents } from "./event-list-queries.ts";
import { type EventsQuery, eventsQuery, idParam, type ProfileRef, profilesBody } from "./event-query.ts";
import type { ScoreBus } from "./score-bus.ts";
import { sportsErrors } from "./sports-errors.ts";

export type SportingEventRoutesOptions = {
  /**
   * The signed-in reader's follows for `context=favorites`, or null for a guest. Accounts plug
   * their resolver in here; without one every reader is a guest.
   */
  favorites?: (c: Context<AppEnv>) => Promise<ProfileRef[] | null>;
  /** The clock, for tests around midnight. */
  now?: () => Date;
  /** Score changes; each one empties the lists' micro-cache. */
  bus?: ScoreBus;
  /** How long a list is reused for every reader (default 5 s; tests that write use 0). */
  listCacheMs?: number;
};

/** How long an events list or an event is shared between readers, unless a score changes first. */
export const EVENT_LIST_CACHE_MS = 5_000;

const eventParams = z.object({ type: z.string().max(100), id: idParam });
const feedParams = z.object({ context: z.literal("sporting_events"), id: idParam });
const DEFAULT_DAYS = EVENTS_DEFAULT_DAYS.split(",").map(Number);

/**
 * The events lists, an event and its stories (spec §7 "Events and standings"), mounted under the
 * API version prefix.
 */
export function sportingEventRoutes(db: Database, options: SportingEventRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  // Lists are the same for every reader and read on every scores page: a micro-cache of a few
  // seconds, keyed by the resolved filter (the windows move at the reader's midnight on their own).
  // A score change on the bus moves the generation, so no list outlives an update.
  const cache = boundedCache<unknown>({
    ttlMs: options.listCacheMs ?? EVENT_LIST_CACHE_MS,
    maxEntries: 1000,
  });
  let generation = 0;
  options.bus?.subscribe(() => {
    generation++;
  });
  const cached = <T>(key: unknown, load: () => Promise<T>) =>
    cache.get(`${generation} ${JSON.stringify(key)}`, load) as Promise<T>;

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
        const context = query.context;
        const id = query.id as number;
        filter.about =
          context === "leagues" ? { leagueIds: [id], teamIds: [] } : { leagueIds: [], teamIds: [id] };
        const paging = { page: query.page, per: query.per };
        // The profile check is cached with the list; a 404 is not remembered.
        const list = await cached(["checked", context, filter, paging], async () => {
          if (!(await findProfile(db, context, id))) {
            throw context === "leagues" ? sportsErrors.leagueNotFound(id) : sportsErrors.teamNotFound(id);
          }
          return listEvents(db, filter, paging);
        });
        return c.json(list);
      } else if (query.context === "favorites") {
        const follows = options.favorites ? await options.favorites(c) : null;
        if (!follows) throw sportsErrors.signInRequired("events");
        filter.about = await aboutProfiles(follows);
      }
      const paging = { page: query.page, per: query.per };
      return c.json(await cached(["list", filter, paging], () => listEvents(db, filter, paging)));
    })
    .post("/profiles/sporting_events", async (c) => {
      const query = parseQuery(c, eventsQuery);
      const { profiles } = parseBody(c, profilesBody);
      const filter = baseFilter(query);
      filter.about = await aboutProfiles(profiles.map((p) => ({ id: Number(p.id), context: p.context })));
      const paging = { page: query.page, per: query.per };
      return c.json(await cached(["list", filter, paging], () => listEvents(db, filter, paging)));
    })
    .get("/sporting_events/:context/:id/feed", async (c) => {
      const { id } = parseParams(c, feedParams);
      const { page, per, start_date } = parseQuery(c, individualFeedQuery);
      const event = await eventById(db, id);
      if (!event) throw sportsErrors.eventNotFound(id);
      const about = [event.home.id, event.away.id, event.league.id];
      const ids = await profileArticleIds(db, about, { page, per }, { since: start_date });
      return c.json(await articlesByIds(db, ids));
    })
    .get("/sporting_events/:type/:id", async (c) => {
      const { type, id } = parseParams(c, eventParams);
      // Spec §7: "A failure gives an empty object" — an unknown event (or type) is `{}`, not a 404.
      if (type !== "sporting_events") return c.json({});
      return c.json((await cached(["event", id], () => eventById(db, id))) ?? {});
    });
}
