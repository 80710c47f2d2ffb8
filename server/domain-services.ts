import type { Logger } from "pino";
import { type ContentService, createContentService } from "./content/content-service.ts";
import type { Database } from "./db/client.ts";
import { createFollowsService, type FollowsService } from "./favorites/follows-service.ts";
import { createLikesService, type LikesService } from "./likes/likes-service.ts";
import { createReadLaterService, type ReadLaterService } from "./read-later/read-later-service.ts";
import { createRewardsService, type RewardsService } from "./rewards/rewards-service.ts";
import { createSearchService, type SearchService } from "./search/search-service.ts";
import { createTrending, type Trending } from "./search/trending.ts";
import type { ScoreBus } from "./sports/score-bus.ts";
import { createSportingEventsService, type SportingEventsService } from "./sports/sporting-events-service.ts";
import { createStandingsService, type StandingsService } from "./sports/standings-service.ts";
import { createTvService, type TvService } from "./tv/tv-service.ts";

/**
 * The use cases the API's routes call (follows, saved stories, likes, content, standings, sporting
 * events, rewards, TV, search and its trending store), each made once over the database. The
 * routes receive them (server/http/api/api-app.ts) and never make their own (.dependency-cruiser.cjs,
 * docs/decisions/0094).
 */
export type DomainServices = {
  follows: FollowsService;
  readLater: ReadLaterService;
  likes: LikesService;
  content: ContentService;
  standings: StandingsService;
  sportingEvents: SportingEventsService;
  rewards: RewardsService;
  tv: TvService;
  search: SearchService;
  trending: Trending;
  /** The bus the sporting events' lists listen to; the live-score routes publish and stream on it. */
  scoreBus: ScoreBus;
};

export type DomainOptions = {
  /** The site whose rewards campaigns and TV channels these are (ICARO_SITE_ID). */
  siteId: number;
  log: Logger;
  /** Where score changes are published: each one empties the sporting events' lists. */
  scoreBus: ScoreBus;
  /** How long hero, feed and TV pages are shared between readers (default 5 s; tests that write use 0). */
  sharedListCacheMs?: number;
  /** The rewards claims' hand-off to fulfilment (server/rewards/fulfilment.ts); none leaves them pending. */
  onRewardClaimed?: (claimId: number) => void;
  /** The sporting events' clock (tests around midnight) and list micro-cache (default 5 s). */
  sportingEvents?: { now?: () => Date; listCacheMs?: number };
};

/** Domain services to use instead of the ones made from the options (a test's stand-in). */
export type DomainOverrides = Partial<Omit<DomainServices, "scoreBus">>;

/** Makes every domain service of the API; called by the composition root (server/services.ts). */
export function createDomainServices(
  db: Database,
  options: DomainOptions,
  overrides: DomainOverrides = {},
): DomainServices {
  const { siteId, log, scoreBus } = options;
  return {
    follows: overrides.follows ?? createFollowsService(db),
    readLater: overrides.readLater ?? createReadLaterService(db),
    likes: overrides.likes ?? createLikesService(db),
    content: overrides.content ?? createContentService(db, { sharedListCacheMs: options.sharedListCacheMs }),
    standings: overrides.standings ?? createStandingsService(db),
    sportingEvents:
      overrides.sportingEvents ??
      createSportingEventsService(db, {
        now: options.sportingEvents?.now,
        listCacheMs: options.sportingEvents?.listCacheMs,
        bus: scoreBus,
      }),
    rewards: overrides.rewards ?? createRewardsService(db, { siteId, onClaimed: options.onRewardClaimed }),
    tv: overrides.tv ?? createTvService(db, { siteId, sharedCacheMs: options.sharedListCacheMs }),
    search: overrides.search ?? createSearchService(db),
    trending:
      overrides.trending ??
      createTrending(db, {
        onError: (err) => log.warn({ err }, "search: a search was not counted for trending"),
      }),
    scoreBus,
  };
}
