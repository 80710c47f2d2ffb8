import type { Logger } from "pino";
import type { AnalyticsService } from "#server/analytics/analytics-service.ts";
import type { AuthSetup } from "#server/auth/auth-setup.ts";
import type { Database } from "#server/db/client.ts";
import type { DomainServices } from "#server/domain-services.ts";
import type { OperatorOptions } from "#server/operator/operator-routes.ts";
import type { PushService } from "#server/push/push-service.ts";
import type { SportsLiveOptions } from "#server/sports/sports-live-routes.ts";

/** What the API app is made from (api-app.ts); its domain modules' routes read these (api-module.ts). */
export type ApiAppOptions = {
  db: Database;
  apiPrefix: string;
  log: Logger;
  /** Mounts `/api/operator/*` (the `icaro` command's hand-off) when given. */
  operator?: OperatorOptions;
  /** Accounts (server/auth/auth-setup.ts): mounts the auth routes and sets `c.var.user` when given. */
  auth?: AuthSetup;
  /** The domain services the routes call, made by the composition root (server/domain-services.ts). */
  domain: DomainServices;
  /** The operator keys, follows resolver, alerts and stream settings of the sporting events routes. */
  sportsLive?: SportsLiveOptions;
  /** Web Push (decision 0066): mounts `push/*` when given. */
  push?: Pick<PushService, "vapidPublicKey" | "endpointRules">;
  /** The site whose guests' follows and push subscriptions this deployment keeps (ICARO_SITE_ID); accounts carry their own. */
  siteId?: number;
  /**
   * First-party analytics (decision 0078): the operator's report. Its beacons, `/tagger/analytics`
   * and `/trk`, are the whole app's, mounted before its page middleware (server/app.ts).
   */
  analytics?: { service: AnalyticsService };
};
