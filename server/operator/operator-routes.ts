import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { stream } from "hono/streaming";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import { analyticsOperatorRoutes } from "#server/analytics/analytics-operator-routes.ts";
import type { AnalyticsService } from "#server/analytics/analytics-service.ts";
import type { Database } from "#server/db/client.ts";
import type { DemoEdition } from "#server/demo-edition.ts";
import { addFeed, FeedRegistryError, listFeeds, removeFeed } from "#server/feeds/feed-registry.ts";
import { ApiError } from "#server/http/api/api-error.ts";
import { handle } from "#server/http/api/api-operation.ts";
import { requestErrors } from "#server/http/api/request-errors.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { FeedError } from "#server/ingest/feed-error.ts";
import { ingestFeed } from "#server/ingest/store-feed.ts";
import { campaignsOperatorRoutes, rewardsOperatorRoutes } from "#server/rewards/rewards-operator-routes.ts";
import { siteAdsOperatorRoutes } from "#server/site/site-ads-operator-routes.ts";
import { sportsOperatorRoutes } from "#server/sports/sports-operator-routes.ts";
import { channelOperatorRoutes } from "#server/tv/channel-operator-routes.ts";
import { operatorErrors } from "./operator-errors.ts";
import { requireOperatorKey } from "./operator-key.ts";
import {
  addFeedOperation,
  demoOperation,
  ingestOperation,
  listFeedsOperation,
  migrateOperation,
  removeFeedOperation,
} from "./operator-operations.ts";

/** A feed sent for ingestion may be this large (the poller's own limit is 10 MB). */
export const MAX_OPERATOR_FEED_BYTES = 20 * 1024 * 1024;

export type OperatorOptions = {
  /** The keys accepted right now: the one in operator.json and ICARO_OPERATOR_KEY. */
  keys: () => readonly string[];
  migrate: () => Promise<void>;
  engine: string;
  /** The demo edition's generator (`icaro demo`). */
  generateDemo: DemoEdition["generate"];
  /** The site whose live channels `icaro channel` manages (ICARO_SITE_ID). */
  siteId?: number;
  /** First-party analytics, whose report `icaro analytics report` asks for. */
  analytics?: AnalyticsService;
};

/**
 * `POST /api/operator/<command>` (operator-operations.ts): what the `icaro` command does, run by
 * the server that owns the database. Every call needs `Authorization: Bearer <key>`. The ingest body is the feed's raw
 * bytes (its Content-Type passed on for the charset), up to 20 MB, so these routes sit before the
 * API's 1 MB JSON body reader. With `stream=1`, long commands answer NDJSON: progress lines
 * `{"progress":{"done","total"}}`, then `{"result":…}` or `{"error":{"code","message"}}`, which
 * keeps the connection alive and feeds the command's progress bar.
 */
export function operatorRoutes(db: Database, options: OperatorOptions) {
  const app = new Hono<AppEnv>();

  app.use("*", requireOperatorKey(options.keys));

  // Before the handler, like the API's 1 MB limit before its JSON body reader.
  app.use(
    "/ingest",
    bodyLimit({
      maxSize: MAX_OPERATOR_FEED_BYTES,
      onError: () => {
        throw requestErrors.bodyTooLarge("feed", "20 MB");
      },
    }),
  );
  handle(app, ingestOperation, async (c, { query }) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw operatorErrors.emptyBody();
    return run(c, query.stream === "1", (onProgress) =>
      ingestFeed(db, bytes, {
        publisher: query.publisher,
        language: query.language,
        section: query.section,
        baseUrl: query.base_url,
        contentType: c.req.header("content-type"),
        onProgress,
      }),
    );
  });

  handle(app, addFeedOperation, async (c, { query }) => run(c, false, () => addFeed(db, query)));
  handle(app, listFeedsOperation, async (c) => c.json({ feeds: await listFeeds(db) }));
  handle(app, removeFeedOperation, async (c, { query }) =>
    run(c, false, async () => ({ removed: await removeFeed(db, query.target) })),
  );

  handle(app, demoOperation, async (c, { query }) =>
    run(c, query.stream === "1", (onProgress) =>
      options.generateDemo(db, { articles: query.articles, videos: query.videos, onProgress }),
    ),
  );

  app.route("/sports", sportsOperatorRoutes(db));
  app.route("/channels", channelOperatorRoutes(db, options.siteId ?? DEFAULT_SITE_ID));
  app.route("/site/ads", siteAdsOperatorRoutes(db, options.siteId ?? DEFAULT_SITE_ID));
  app.route("/campaigns", campaignsOperatorRoutes(db, options.siteId ?? DEFAULT_SITE_ID));
  app.route("/rewards", rewardsOperatorRoutes(db, options.siteId ?? DEFAULT_SITE_ID));
  if (options.analytics) app.route("/analytics", analyticsOperatorRoutes(options.analytics));

  handle(app, migrateOperation, async (c) => {
    await options.migrate();
    return c.json({ migrated: true, engine: options.engine });
  });

  return app;
}

type Progress = (done: number, total: number) => void;

/** Runs a command, answering JSON, or NDJSON with progress when the client asked to stream. */
async function run<T>(c: Context<AppEnv>, streamed: boolean, work: (onProgress?: Progress) => Promise<T>) {
  if (!streamed) {
    try {
      return c.json(await work());
    } catch (error) {
      // Anything unexpected goes to the API's error handler, which logs it and hides the details.
      throw knownError(error) ?? error;
    }
  }
  c.header("content-type", "application/x-ndjson; charset=utf-8");
  c.header("cache-control", "no-store");
  return stream(c, async (out) => {
    let lastWrite = 0;
    const onProgress: Progress = (done, total) => {
      const now = Date.now();
      // Enough for a progress bar without flooding the connection.
      if (now - lastWrite < 100 && done < total) return;
      lastWrite = now;
      void out.write(`${JSON.stringify({ progress: { done, total } })}\n`);
    };
    try {
      const result = await work(onProgress);
      await out.write(`${JSON.stringify({ result })}\n`);
    } catch (error) {
      const known = knownError(error);
      if (!known) c.var.log.error({ err: error, path: c.req.path }, "operator command failed");
      const body = known
        ? { code: known.code, message: known.message }
        : { code: "internal_error", message: "The command failed on the server; see its log" };
      await out.write(`${JSON.stringify({ error: body })}\n`);
    }
  });
}

/** The errors an operator can act on, as API errors; null for anything unexpected. */
function knownError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof FeedError) return operatorErrors.feedRefused(error.message);
  if (error instanceof FeedRegistryError) return operatorErrors.invalidRequest(error.message);
  return null;
}
