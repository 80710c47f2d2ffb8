import { asc, eq, lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import { publisherFeeds, publishers } from "#server/db/schema.ts";
import { ingestFeed } from "#server/ingest/store-feed.ts";
import { type FetchFeedOptions, fetchFeed } from "./fetch-feed.ts";

/** Back-off after failures doubles from the polling interval up to this. */
export const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000;
/** Feeds taken per run; the rest wait for the next run. */
const FEEDS_PER_RUN = 50;

export type PollOutcome = {
  feedId: number;
  url: string;
  status: "ok" | "not_modified" | "error";
  new: number;
  updated: number;
  skipped: number;
  failed: number;
  ms: number;
  error?: string;
};

type DueFeed = {
  id: number;
  url: string;
  publisher: string;
  language: string | null;
  section: string | null;
  etag: string | null;
  lastModified: string | null;
  failures: number;
};

export type PollerOptions = {
  db: Database;
  log: Pick<Logger, "info" | "warn" | "error">;
  intervalMinutes: number;
  /** How often to look for due feeds; defaults to a minute (or the interval, if shorter). */
  checkEveryMs?: number;
  /** Wait before the first look, so start-up is not slowed down. */
  firstCheckAfterMs?: number;
  fetch?: Pick<FetchFeedOptions, "timeoutMs" | "maxBytes">;
  now?: () => Date;
};

export type FeedPoller = {
  /** Polls every due feed now (also what the timer does); runs never overlap. */
  pollDue(): Promise<PollOutcome[]>;
  /** Stops the timer, aborts a fetch in flight and waits for the current run to end. */
  stop(): Promise<void>;
};

/**
 * Polls the registered feeds on a schedule: each feed is fetched when due with a conditional
 * request (304 = nothing to do), ingested, and scheduled again after the interval, or after an
 * exponentially growing delay when it fails. One log line per feed and run.
 */
export function startFeedPoller(options: PollerOptions): FeedPoller {
  const intervalMs = options.intervalMinutes * 60_000;
  const checkEveryMs = options.checkEveryMs ?? Math.min(60_000, intervalMs);
  const now = options.now ?? (() => new Date());
  const abort = new AbortController();
  let running: Promise<PollOutcome[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = async (): Promise<PollOutcome[]> => {
    const due = await dueFeeds(options.db, now());
    const outcomes: PollOutcome[] = [];
    for (const feed of due) {
      if (stopped) break;
      const outcome = await pollFeed(options.db, feed, {
        intervalMs,
        now,
        signal: abort.signal,
        fetch: options.fetch,
      });
      if (stopped && outcome.status === "error") break; // aborted by stop(): not the feed's fault
      await recordOutcome(options.db, feed, outcome, intervalMs, now());
      const { validators: _validators, ...reported } = outcome;
      const { error, ...fields } = reported;
      const { url: _, ...counts } = fields;
      const line = { feed: feed.url, publisher: feed.publisher, ...counts };
      if (error) options.log.warn({ ...line, error }, "feed poll failed");
      else options.log.info(line, "feed polled");
      outcomes.push(reported);
    }
    return outcomes;
  };

  const pollDue = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      pollDue()
        .catch((error) => options.log.error({ err: error }, "feed polling failed"))
        .finally(() => schedule(checkEveryMs));
    }, delay);
    // The poller alone must not keep the process alive.
    timer.unref();
  };
  schedule(options.firstCheckAfterMs ?? 5_000);

  return {
    pollDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running?.catch(() => undefined);
    },
  };
}

async function dueFeeds(db: Database, now: Date): Promise<DueFeed[]> {
  return db
    .select({
      id: publisherFeeds.id,
      url: publisherFeeds.url,
      publisher: publishers.name,
      language: publisherFeeds.language,
      section: publisherFeeds.section,
      etag: publisherFeeds.etag,
      lastModified: publisherFeeds.lastModified,
      failures: publisherFeeds.failures,
    })
    .from(publisherFeeds)
    .innerJoin(publishers, eq(publishers.id, publisherFeeds.publisherId))
    .where(lte(publisherFeeds.nextFetchAt, now))
    .orderBy(asc(publisherFeeds.nextFetchAt), asc(publisherFeeds.id))
    .limit(FEEDS_PER_RUN);
}

type Validators = { etag?: string; lastModified?: string };

async function pollFeed(
  db: Database,
  feed: DueFeed,
  context: { intervalMs: number; now: () => Date; signal: AbortSignal; fetch?: PollerOptions["fetch"] },
): Promise<PollOutcome & { validators?: Validators }> {
  const started = performance.now();
  const base = { feedId: feed.id, url: feed.url, new: 0, updated: 0, skipped: 0, failed: 0 };
  const ms = () => Math.round(performance.now() - started);
  try {
    const fetched = await fetchFeed(feed.url, {
      etag: feed.etag,
      lastModified: feed.lastModified,
      signal: context.signal,
      ...context.fetch,
    });
    if (fetched.status === "not_modified") return { ...base, status: "not_modified", ms: ms() };
    const result = await ingestFeed(db, fetched.bytes, {
      publisher: feed.publisher,
      language: feed.language ?? undefined,
      section: feed.section ?? undefined,
      contentType: fetched.contentType,
      baseUrl: fetched.url,
      fetchedAt: context.now(),
    });
    return {
      ...base,
      status: "ok",
      new: result.new,
      updated: result.updated,
      skipped: result.skipped,
      failed: result.failed,
      ms: ms(),
      validators: { etag: fetched.etag, lastModified: fetched.lastModified },
    };
  } catch (error) {
    return { ...base, status: "error", ms: ms(), error: (error as Error).message.slice(0, 500) };
  }
}

async function recordOutcome(
  db: Database,
  feed: DueFeed,
  outcome: PollOutcome & { validators?: Validators },
  intervalMs: number,
  now: Date,
) {
  if (outcome.status === "error") {
    const failures = feed.failures + 1;
    const delay = Math.min(intervalMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
    await db
      .update(publisherFeeds)
      .set({
        lastFetchedAt: now,
        lastStatus: "error",
        lastError: outcome.error ?? "failed",
        failures,
        nextFetchAt: new Date(now.getTime() + delay),
      })
      .where(eq(publisherFeeds.id, feed.id));
    return;
  }
  await db
    .update(publisherFeeds)
    .set({
      lastFetchedAt: now,
      lastStatus: outcome.status,
      lastError: null,
      failures: 0,
      nextFetchAt: new Date(now.getTime() + intervalMs),
      // A 304 keeps the validators we sent; a 200 brings the current ones (or none).
      ...(outcome.validators
        ? { etag: outcome.validators.etag ?? null, lastModified: outcome.validators.lastModified ?? null }
        : {}),
    })
    .where(eq(publisherFeeds.id, feed.id));
}
