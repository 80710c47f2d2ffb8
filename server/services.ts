import type { Logger } from "pino";
import { demoEdition } from "#demo/seed-demo.ts";
import { type AnalyticsService, createAnalyticsService } from "./analytics/analytics-service.ts";
import type { AttemptLimiter } from "./auth/attempt-limiter.ts";
import { type AuthSetup, createAuth } from "./auth/auth-setup.ts";
import type { Mailer } from "./auth/mailer.ts";
import { onContentChange } from "./cache/content-version.ts";
import type { Config } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import type { DemoEdition, LiveGames } from "./demo-edition.ts";
import { createDomainServices, type DomainOverrides, type DomainServices } from "./domain-services.ts";
import { type FeedPoller, startFeedPoller } from "./feeds/feed-poller.ts";
import { newOperatorKey } from "./operator/operator-file.ts";
import { makePrivate, restrictNewFiles } from "./private-files.ts";
import { createPushService, type PushService } from "./push/push-service.ts";
import { createRewardFulfilment, type RewardFulfilment } from "./rewards/fulfilment.ts";
import { refreshThirdPartyOrigins } from "./site/site-ads.ts";
import { ensureDefaultSite } from "./site/site-config.ts";
import { openScoreBus } from "./sports/open-score-bus.ts";
import type { ScoreBus } from "./sports/score-bus.ts";

/**
 * Everything the server runs besides HTTP, made from the configuration in one place: the
 * database (migrated, with the site row and, with ICARO_DEMO=on, the demo edition), the live-score
 * bus, the accounts service (mail, attempt limiter, social login), the operator key, the demo's
 * live games, the feed poller and the domain services the API's routes call. `npm start` (server/main.ts), `npm run dev` (server/dev.ts), the
 * integration tests' app and the benchmarks all start the same services.
 */
export type Services = {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  scoreBus: ScoreBus;
  auth: AuthSetup;
  /** The demo edition's hooks (drawn pictures, the generator), whether or not it is seeded. */
  demo: DemoEdition;
  /** The key written to operator.json for the `icaro` command. */
  operatorKey: string;
  /** The keys accepted now: operator.json's and ICARO_OPERATOR_KEY. */
  operatorKeys(): readonly string[];
  liveGames: LiveGames | undefined;
  /** Web Push: the VAPID key, subscriptions' rules, the alerts of followed teams and stories. */
  push: PushService;
  poller: FeedPoller | undefined;
  /** Rewards fulfilment: the carrier's provisioning calls after each claim, and their sweep. */
  rewards: RewardFulfilment;
  /** First-party analytics: the batched writes, the hourly sums, the retention, the report. */
  analytics: AnalyticsService;
  /** The API's use cases (server/domain-services.ts): follows, content, sports, rewards, TV, search… */
  domain: DomainServices;
  /**
   * Stops everything in order: first what keeps connections open (the live games, then the bus,
   * which ends the live-score streams), then `drain` (the caller closing its HTTP server and
   * finishing the requests in flight), then the poller, the analytics buffer (written), the limiter
   * and the database.
   */
  stop(drain?: () => Promise<void>): Promise<void>;
};

export type ServiceOverrides = {
  /** An open database to use instead of the configured one (the tests' fresh databases). */
  database?: DatabaseHandle;
  /** The tests' capturing mailer and private limiter. */
  mailer?: Mailer;
  limiter?: AttemptLimiter;
  /** Domain services to use instead of the ones made (server/domain-services.ts). */
  domain?: DomainOverrides;
};

export async function createServices(
  config: Config,
  log: Logger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  // Before anything is written: what the server creates in the data directory (database, outbox,
  // operator.json) is its user's only, whatever umask it was started with (decision 0053).
  restrictNewFiles();
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.ICARO_DATA_DIR,
      onConnectionError: (error) => log.warn({ err: error }, "database connection lost; the pool reconnects"),
    }));
  // PGlite's opening already did this; on PostgreSQL the directory still holds the outbox and
  // operator.json, perhaps from before this rule.
  if (!overrides.database && database.engine === "postgres") makePrivate(config.ICARO_DATA_DIR);
  await database.migrate();
  await ensureDefaultSite(database.db);
  // The configured ad and analytics script hosts into the Content-Security-Policy, now and after
  // every operator change (docs/decisions/0080).
  await refreshThirdPartyOrigins(database.db);
  const stopOrigins = onContentChange(() => {
    refreshThirdPartyOrigins(database.db).catch((error) =>
      log.warn({ err: error }, "third-party script hosts not refreshed"),
    );
  });
  const demoOn = config.ICARO_DEMO === "on";
  if (demoOn) await demoEdition.seed(database.db, log);
  const scoreBus = await openScoreBus(config, log);
  // After the seeding: the demo's stories are not breaking news to anyone.
  const push = createPushService(database.db, config, log);
  const auth = createAuth({
    db: database.db,
    log,
    config,
    mailer: overrides.mailer,
    limiter: overrides.limiter,
  });
  const operatorKey = newOperatorKey();
  const operatorKeys = [operatorKey, ...(config.ICARO_OPERATOR_KEY ? [config.ICARO_OPERATOR_KEY] : [])];
  // The demo's live games, advanced on the clock and published like a data provider's updates.
  const liveGames =
    demoOn && config.ICARO_SPORTS_SIMULATOR === "on"
      ? demoEdition.startLiveGames({
          db: database.db,
          bus: scoreBus,
          alerts: push.alerts,
          log,
          intervalMs: config.ICARO_SPORTS_SIMULATOR_TICK_SECONDS * 1000,
        })
      : undefined;
  // The first step before the first reader: a fresh start shows its live games at their minute.
  await liveGames?.tick();
  const poller =
    config.ICARO_FEED_POLL_MINUTES > 0
      ? startFeedPoller({ db: database.db, log, intervalMinutes: config.ICARO_FEED_POLL_MINUTES })
      : undefined;

  const rewards = createRewardFulfilment(
    database.db,
    config.ICARO_REWARDS_PROVISIONING_URL && config.ICARO_REWARDS_PROVISIONING_SECRET
      ? {
          url: config.ICARO_REWARDS_PROVISIONING_URL,
          secret: config.ICARO_REWARDS_PROVISIONING_SECRET,
          sweepMinutes: config.ICARO_REWARDS_RETRY_MINUTES,
        }
      : null,
    log,
  );
  const analytics = createAnalyticsService({
    db: database.db,
    siteId: config.ICARO_SITE_ID,
    rawDays: config.ICARO_ANALYTICS_RAW_DAYS,
    log,
  });
  const domain = createDomainServices(
    database.db,
    { siteId: config.ICARO_SITE_ID, log, scoreBus, onRewardClaimed: rewards.onClaimed },
    overrides.domain,
  );

  let stopping: Promise<void> | undefined;
  const stop = (drain?: () => Promise<void>) => {
    stopping ??= (async () => {
      stopOrigins();
      // Live score streams never finish on their own: the bus tells them to end first.
      await liveGames?.stop();
      await scoreBus.close();
      await push.stop();
      // The poller finishes (or aborts) its current feed while the requests in flight finish.
      const polling = poller?.stop();
      await drain?.();
      await polling;
      // After the drain: the claims answered last have their provisioning calls under way.
      await rewards.stop();
      // After the last requests: their events are written before the database closes.
      await analytics.stop();
      await auth.close();
      // A database handed in belongs to its owner (a test), who closes or drops it.
      if (!overrides.database) await database.close();
    })();
    return stopping;
  };

  return {
    config,
    log,
    database,
    scoreBus,
    auth,
    demo: demoEdition,
    operatorKey,
    operatorKeys: () => operatorKeys,
    liveGames,
    push,
    poller,
    rewards,
    analytics,
    domain,
    stop,
  };
}
