import { analyticsReportOperation } from "#server/analytics/analytics-operator-operations.ts";
import { trackingOperations } from "#server/analytics/tracking-operations.ts";
import { authOperations } from "#server/auth/auth-operations.ts";
import { authRoutes } from "#server/auth/auth-routes.ts";
import { contentOperations } from "#server/content/content-operations.ts";
import { contentRoutes } from "#server/content/content-routes.ts";
import { readOperations } from "#server/content/read-operations.ts";
import { readRoutes } from "#server/content/read-routes.ts";
import { discoverOperations } from "#server/discover/discover-operations.ts";
import { discoverRoutes } from "#server/discover/discover-routes.ts";
import { followsOperations } from "#server/favorites/follows-operations.ts";
import { followsRoutes, readerOf } from "#server/favorites/follows-routes.ts";
import { likesOperations } from "#server/likes/likes-operations.ts";
import { likesRoutes } from "#server/likes/likes-routes.ts";
import { operatorOperations } from "#server/operator/operator-operations.ts";
import { operatorRoutes } from "#server/operator/operator-routes.ts";
import { pushOperations } from "#server/push/push-operations.ts";
import { pushRoutes } from "#server/push/push-routes.ts";
import { readLaterOperations } from "#server/read-later/read-later-operations.ts";
import { readLaterRoutes } from "#server/read-later/read-later-routes.ts";
import { feedbackOperations } from "#server/recommend/feedback-operations.ts";
import { feedbackRoutes } from "#server/recommend/feedback-routes.ts";
import {
  recommendationsOperation,
  relatedFallbackOperation,
  relatedOperation,
} from "#server/recommend/recommendation-operations.ts";
import { recommendationRoutes } from "#server/recommend/recommendation-routes.ts";
import { relatedFallbackRoutes } from "#server/recommend/related-fallback-routes.ts";
import { relatedRoutes } from "#server/recommend/related-routes.ts";
import { rewardsOperations } from "#server/rewards/rewards-operations.ts";
import { rewardsOperatorOperations } from "#server/rewards/rewards-operator-operations.ts";
import { rewardsRoutes } from "#server/rewards/rewards-routes.ts";
import { searchOperations } from "#server/search/search-operations.ts";
import { searchRoutes } from "#server/search/search-routes.ts";
import { siteAdsOperatorOperations } from "#server/site/site-ads-operator-operations.ts";
import { siteOperations } from "#server/site/site-operations.ts";
import { siteRoutes } from "#server/site/site-routes.ts";
import { sportingEventOperations } from "#server/sports/sporting-event-operations.ts";
import { sportsLiveRoutes } from "#server/sports/sports-live-routes.ts";
import { sportsOperatorOperations } from "#server/sports/sports-operator-operations.ts";
import { sportsRoutes } from "#server/sports/sports-routes.ts";
import { standingsOperations } from "#server/sports/standings-operations.ts";
import { channelOperatorOperations } from "#server/tv/channel-operator-operations.ts";
import { tvOperations } from "#server/tv/tv-operations.ts";
import { tvRoutes } from "#server/tv/tv-routes.ts";
import type { ApiModule } from "./api-module.ts";
import { docsOperations } from "./docs-operations.ts";
import { docsRoutes } from "./docs-routes.ts";

/**
 * Every domain of the API, in the order the API app mounts them (api-app.ts; decision 0095): an
 * endpoint is registered here, with its operations, and nowhere else. The order is behaviour, for
 * Hono answers with the first route that matches: the raw-body operator routes come before the
 * JSON body reader, and the related fallback after the routes it would shadow. The OpenAPI document
 * lists the same modules in its own order (openapi.ts).
 */
export const apiModules = [
  // First-party analytics beacons (decision 0078): mounted by the whole app before its page rules
  // and PSID cookie (server/app.ts, trackingRoutesOf), documented with the API.
  { name: "tracking", operations: trackingOperations, at: "whole app" },
  {
    name: "operator",
    operations: [
      ...operatorOperations,
      ...sportsOperatorOperations,
      ...channelOperatorOperations,
      ...siteAdsOperatorOperations,
      ...rewardsOperatorOperations,
      analyticsReportOperation,
    ],
    at: "operator",
    body: "raw",
    routes: ({ options, siteId }) =>
      options.operator &&
      operatorRoutes(options.db, { siteId, analytics: options.analytics?.service, ...options.operator }),
  },
  // Under the versioned prefix and /api/auth both, so mounted at the root.
  {
    name: "auth",
    operations: authOperations,
    at: "root",
    routes: ({ options }) => options.auth && authRoutes({ ...options.auth, apiPrefix: options.apiPrefix }),
  },
  {
    name: "site",
    operations: siteOperations,
    at: "versioned",
    routes: ({ options }) => siteRoutes(options.db),
  },
  {
    name: "discover",
    operations: discoverOperations,
    at: "versioned",
    routes: ({ options }) => discoverRoutes(options.db),
  },
  {
    name: "reads",
    operations: readOperations,
    at: "versioned",
    routes: ({ options }) => readRoutes(options.db),
  },
  {
    name: "follows",
    operations: followsOperations,
    at: "versioned",
    routes: ({ options, siteId }) => followsRoutes(options.domain.follows, siteId),
  },
  {
    name: "feedback",
    operations: feedbackOperations,
    at: "versioned",
    routes: ({ options, siteId }) => feedbackRoutes(options.db, siteId),
  },
  {
    name: "read later",
    operations: readLaterOperations,
    at: "versioned",
    routes: ({ options }) => readLaterRoutes(options.domain.readLater),
  },
  {
    name: "likes",
    operations: likesOperations,
    at: "versioned",
    routes: ({ options }) => likesRoutes(options.domain.likes),
  },
  // Web Push (decision 0066), when the deployment has it.
  {
    name: "push",
    operations: pushOperations,
    at: "versioned",
    routes: ({ options, siteId }) =>
      options.push &&
      pushRoutes({
        db: options.db,
        vapidPublicKey: options.push.vapidPublicKey,
        endpointRules: options.push.endpointRules,
        siteId,
      }),
  },
  {
    name: "content",
    operations: contentOperations,
    at: "versioned",
    routes: ({ options, siteId }) =>
      contentRoutes(options.domain.content, (c, ref) =>
        options.domain.follows.isFollowing(readerOf(c, siteId), ref),
      ),
  },
  {
    name: "standings",
    operations: standingsOperations,
    at: "versioned",
    routes: ({ options, favorites }) => sportsRoutes(options.domain.standings, favorites),
  },
  {
    name: "sporting events",
    operations: sportingEventOperations,
    at: "versioned",
    routes: ({ options, favorites }) =>
      sportsLiveRoutes(
        options.db,
        { events: options.domain.sportingEvents, bus: options.domain.scoreBus },
        { operatorKeys: options.operator?.keys, favorites, ...options.sportsLive },
      ),
  },
  {
    name: "rewards",
    operations: rewardsOperations,
    at: "versioned",
    routes: ({ options }) => rewardsRoutes(options.domain.rewards),
  },
  {
    name: "tv",
    operations: tvOperations,
    at: "versioned",
    routes: ({ options }) => tvRoutes(options.domain.tv),
  },
  // `{post}/{type}/{id}/related` matches any first segment: after the routes it must not shadow.
  {
    name: "related fallback",
    operations: [relatedFallbackOperation],
    at: "versioned",
    routes: ({ options }) => relatedFallbackRoutes(options.db),
  },
  // These three keep api/v4 whatever the main version is (docs/behaviour/platform.md#default-headers).
  {
    name: "related",
    operations: [relatedOperation],
    at: "v4",
    routes: ({ options }) => relatedRoutes(options.db),
  },
  {
    name: "recommendations",
    operations: [recommendationsOperation],
    at: "v4",
    routes: ({ options }) => recommendationRoutes(options.db),
  },
  {
    name: "search",
    operations: searchOperations,
    at: "v4",
    routes: ({ options }) =>
      searchRoutes(options.db, { search: options.domain.search, trending: options.domain.trending }),
  },
  // The OpenAPI document of every module here.
  { name: "docs", operations: docsOperations, at: "api", routes: ({ document }) => docsRoutes(document) },
] as const satisfies readonly ApiModule[];

/** The name of one of the API's modules. */
export type ApiModuleName = (typeof apiModules)[number]["name"];
