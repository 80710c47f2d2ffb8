import { analyticsReportOperation } from "#server/analytics/analytics-operator-operations.ts";
import { trackingOperations } from "#server/analytics/tracking-operations.ts";
import { authOperations } from "#server/auth/auth-operations.ts";
import { contentOperations } from "#server/content/content-operations.ts";
import { readOperations } from "#server/content/read-operations.ts";
import { discoverOperations } from "#server/discover/discover-operations.ts";
import { followsOperations } from "#server/favorites/follows-operations.ts";
import { likesOperations } from "#server/likes/likes-operations.ts";
import { operatorOperations } from "#server/operator/operator-operations.ts";
import { pushOperations } from "#server/push/push-operations.ts";
import { readLaterOperations } from "#server/read-later/read-later-operations.ts";
import { feedbackOperations } from "#server/recommend/feedback-operations.ts";
import { recommendationOperations } from "#server/recommend/recommendation-operations.ts";
import { rewardsOperations } from "#server/rewards/rewards-operations.ts";
import { rewardsOperatorOperations } from "#server/rewards/rewards-operator-operations.ts";
import { searchOperations } from "#server/search/search-operations.ts";
import { siteAdsOperatorOperations } from "#server/site/site-ads-operator-operations.ts";
import { siteOperations } from "#server/site/site-operations.ts";
import { sportingEventOperations } from "#server/sports/sporting-event-operations.ts";
import { sportsOperatorOperations } from "#server/sports/sports-operator-operations.ts";
import { standingsOperations } from "#server/sports/standings-operations.ts";
import { channelOperatorOperations } from "#server/tv/channel-operator-operations.ts";
import { tvOperations } from "#server/tv/tv-operations.ts";
import type { ApiOperation } from "./api-operation.ts";
import { docsOperations } from "./docs-operations.ts";

/** Every operation the API serves, by domain: what /api/docs describes (openapi.ts). */
export const apiOperations: ApiOperation[] = [
  ...siteOperations,
  ...contentOperations,
  ...discoverOperations,
  ...followsOperations,
  ...feedbackOperations,
  ...readLaterOperations,
  ...likesOperations,
  ...readOperations,
  ...pushOperations,
  ...recommendationOperations,
  ...searchOperations,
  ...standingsOperations,
  ...sportingEventOperations,
  ...tvOperations,
  ...rewardsOperations,
  ...authOperations,
  ...operatorOperations,
  ...sportsOperatorOperations,
  ...channelOperatorOperations,
  ...siteAdsOperatorOperations,
  ...rewardsOperatorOperations,
  analyticsReportOperation,
  ...trackingOperations,
  ...docsOperations,
];
