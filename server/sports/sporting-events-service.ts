import type { ContentLanguage } from "#core/content/content.ts";
import { dayWindows } from "#core/sports/event-days.ts";
import { EVENTS_DEFAULT_DAYS, type SportingEventJson } from "#core/sports/sporting-events.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";
import { articlesByIds } from "#server/content/article-json.ts";
import { existingProfileIds, findProfile, matchArticleIds } from "#server/content/feed-queries.ts";
import type { Database } from "#server/db/client.ts";
import type { Paging } from "#server/http/api/params.ts";
import { eventById, eventDetailById } from "./event-json.ts";
import { countEvents, type EventFilter, listEvents } from "./event-list-queries.ts";
import type { ScoreBus } from "./score-bus.ts";
import type { EventsQuery } from "./sporting-event-operations.ts";
import { sportsErrors } from "./sports-errors.ts";

/** A followed profile as the clients send it. */
export type ProfileRef = { id: number; context: string };

/** How long an events list or an event is shared between readers, unless a score changes first. */
export const EVENT_LIST_CACHE_MS = 5_000;

const DEFAULT_DAYS = EVENTS_DEFAULT_DAYS.split(",").map(Number);

export type SportingEventsServiceOptions = {
  /** The clock, for tests around midnight. */
  now?: () => Date;
  /** Score changes; each one empties the lists' micro-cache. */
  bus?: ScoreBus;
  /** How long a list is reused for every reader (default 5 s; tests that write use 0). */
  listCacheMs?: number;
};

/**
 * The sporting events' use cases (docs/behaviour/sports.md#events-calls): which day windows a list
 * covers, whose follows it is about, what every reader can share and when that is stale. The
 * routes only parse and answer; the queries (event-list-queries.ts, event-json.ts) only read.
 */
export function createSportingEventsService(db: Database, options: SportingEventsServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  // Lists are the same for every reader and read on every scores page: a micro-cache of a few
  // seconds, keyed by the resolved filter (the windows move at the reader's midnight on their own).
  // A score change on the bus moves the generation, so no list outlives an update.
  const cache = ttlCache<string, unknown>({
    ttlMs: options.listCacheMs ?? EVENT_LIST_CACHE_MS,
    maxEntries: 1000,
  });
  let generation = 0;
  options.bus?.subscribe(() => {
    generation++;
  });
  const cached = <T>(key: unknown, load: () => Promise<T>) =>
    cache.getOrLoad(`${generation} ${JSON.stringify(key)}`, load) as Promise<T>;

  /** The day windows and live flag every list shares. */
  function baseFilter(query: EventsQuery): EventFilter {
    const live = query.context === "live";
    // The live list shows what is on now, even a match that began yesterday, unless days are asked.
    const days = query.d ?? (live ? undefined : DEFAULT_DAYS);
    if (!days) return { live };
    const at = now();
    const windows = dayWindows(at, query.z ?? 0, days);
    return { live, windows, liveNow: windows.some(({ start, end }) => start <= at && at < end) };
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

  const page = (query: EventsQuery): Paging => ({ page: query.page, per: query.per });

  return {
    /**
     * A list of `context` all, live, leagues or teams; `favorites` needs the reader's follows
     * (null for a guest, who is asked to sign in).
     */
    async list(
      query: EventsQuery,
      favorites: () => Promise<ProfileRef[] | null>,
    ): Promise<SportingEventJson[]> {
      const filter = baseFilter(query);
      if (query.context === "leagues" || query.context === "teams") {
        const context = query.context;
        const id = query.id as number;
        filter.about =
          context === "leagues" ? { leagueIds: [id], teamIds: [] } : { leagueIds: [], teamIds: [id] };
        // The profile check is cached with the list; a 404 is not remembered.
        return cached(["checked", context, filter, page(query)], async () => {
          if (!(await findProfile(db, context, id))) {
            throw context === "leagues" ? sportsErrors.leagueNotFound(id) : sportsErrors.teamNotFound(id);
          }
          return listEvents(db, filter, page(query));
        });
      }
      if (query.context === "favorites") {
        const follows = await favorites();
        if (!follows) throw sportsErrors.signInRequired("events");
        filter.about = await aboutProfiles(follows);
      }
      return cached(["list", filter, page(query)], () => listEvents(db, filter, page(query)));
    },

    /** The events of the leagues and teams a guest sends. */
    async ofProfiles(query: EventsQuery, profiles: ProfileRef[]): Promise<SportingEventJson[]> {
      const filter = { ...baseFilter(query), about: await aboutProfiles(profiles) };
      return cached(["list", filter, page(query)], () => listEvents(db, filter, page(query)));
    },

    /** How many games are in play now (every reader's header asks, so it is shared like the lists). */
    liveCount: () => cached(["live-count"], async () => ({ count: await countEvents(db, { live: true }) })),

    /** One event with its line-ups, or null. */
    event: (id: number) => cached(["event", id], () => eventDetailById(db, id)),

    /** The stories about an event's teams and league, newest first. */
    /**
     * The stories about an event: its two teams first, in `language` first, then its league's
     * (server/content/feed-queries.ts `matchArticleIds`).
     */
    async stories(id: number, paging: Paging, options: { since?: Date; language?: ContentLanguage } = {}) {
      const event = await eventById(db, id);
      if (!event) throw sportsErrors.eventNotFound(id);
      const about = { teamIds: [event.home.id, event.away.id], leagueId: event.league.id };
      return articlesByIds(db, await matchArticleIds(db, about, paging, options));
    },
  };
}

export type SportingEventsService = ReturnType<typeof createSportingEventsService>;
