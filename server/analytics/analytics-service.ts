import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import { analyticsEvents, analyticsHourly, analyticsSalts } from "#server/db/schema.ts";
import type { AnalyticsEvent } from "./analytics-input.ts";
import { type AnalyticsReport, readReport } from "./analytics-report.ts";

/*
 * First-party analytics storage (decision 0078): events wait in memory and are written in one
 * multi-row INSERT every second or every FLUSH_ROWS rows, whichever comes first, so a burst of page
 * views costs one statement, not one each; the buffer is written on shutdown. A periodic job sums
 * the raw rows per hour into analytics_hourly and deletes the rows older than the retention.
 */

/** Rows written in one INSERT at most (19 columns each: well under PostgreSQL's 65,535 parameters). */
export const FLUSH_ROWS = 1000;
/** Rows the buffer holds at most while the database is slow: more are refused with a 429. */
export const MAX_BUFFERED_ROWS = 50_000;
const FLUSH_INTERVAL_MS = 1000;
const JOB_INTERVAL_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type AnalyticsService = {
  /** Queues one event; false when the buffer is full (the caller answers 429). */
  record(event: AnalyticsEvent, psid: string | null, at?: Date): Promise<boolean>;
  /** Writes the buffered events now. */
  flush(): Promise<void>;
  /** Sums the raw rows of the hours from `from` up to `to` (default: the last two hours) into analytics_hourly. */
  aggregate(from?: Date, to?: Date): Promise<void>;
  /** Deletes the raw rows older than the retention and the salts of past days. */
  prune(now?: Date): Promise<{ deleted: number }>;
  /** The report of [from, to), after writing and summing what is pending. */
  report(from: Date, to: Date): Promise<AnalyticsReport>;
  /** Events in the buffer (tests, metrics). */
  buffered(): number;
  /** Stops the timers and writes what is buffered. */
  stop(): Promise<void>;
};

export type AnalyticsOptions = {
  db: Database;
  siteId: number;
  /** Days raw rows are kept (ICARO_ANALYTICS_RAW_DAYS). */
  rawDays: number;
  log: Logger;
  /** Run the flush timer and the hourly job (the server); tests call the methods themselves. */
  timers?: boolean;
  clock?: () => Date;
};

type Row = typeof analyticsEvents.$inferInsert;

/** The UTC day of a time, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export function createAnalyticsService(options: AnalyticsOptions): AnalyticsService {
  const { db, siteId, log } = options;
  const clock = options.clock ?? (() => new Date());
  let buffer: Row[] = [];
  let writing: Promise<void> = Promise.resolve();
  let flushTimer: NodeJS.Timeout | undefined;
  const salts = new Map<string, Promise<string>>();

  /** The day's salt: made by the first process that needs it, read by the others. */
  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = (async () => {
        await db
          .insert(analyticsSalts)
          .values({ day, salt: randomBytes(32).toString("base64url") })
          .onConflictDoNothing();
        const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
        if (!row) throw new Error(`no analytics salt for ${day}`);
        return row.salt;
      })();
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
      // Only today's and yesterday's are needed in memory.
      for (const known of salts.keys()) if (known < utcDay(new Date(Date.parse(day) - DAY_MS))) salts.delete(known);
    }
    return salt;
  }

  async function readerOf(psid: string | null, day: string): Promise<string | null> {
    if (!psid) return null;
    const salt = await saltOf(day);
    return createHash("sha256").update(`${salt}|${siteId}|${psid}`).digest("base64url").slice(0, 22);
  }

  function scheduleFlush() {
    if (buffer.length >= FLUSH_ROWS) void flush();
    else if (!flushTimer && options.timers !== false) {
      flushTimer = setTimeout(() => {
        flushTimer = undefined;
        void flush();
      }, FLUSH_INTERVAL_MS);
      flushTimer.unref();
    }
  }

  /** One write at a time, in the order the events came; a failed batch is logged and dropped. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer.slice(0, FLUSH_ROWS);
        buffer = buffer.slice(batch.length);
        try {
          await db.insert(analyticsEvents).values(batch);
        } catch (error) {
          log.error({ err: error, rows: batch.length }, "analytics events not written");
        }
      }
    });
    return writing;
  }

  async function record(event: AnalyticsEvent, psid: string | null, at = clock()): Promise<boolean> {
    if (buffer.length >= MAX_BUFFERED_ROWS) return false;
    const day = utcDay(at);
    const reader = await readerOf(psid, day);
    buffer.push({ ...event, siteId, at, day, reader });
    scheduleFlush();
    return true;
  }

  async function aggregate(from?: Date, to?: Date) {
    const now = clock();
    const start = startOfHour(from ?? new Date(now.getTime() - HOUR_MS));
    const end = startOfHour(new Date((to ?? now).getTime() + HOUR_MS - 1));
    if (end <= start) return;
    await flush();
    await db.transaction(async (tx) => {
      await tx
        .delete(analyticsHourly)
        .where(
          and(
            eq(analyticsHourly.siteId, siteId),
            sql`${analyticsHourly.hour} >= ${start.toISOString()}::timestamptz`,
            lt(analyticsHourly.hour, end),
          ),
        );
      await tx.execute(hourlySums(siteId, start, end));
    });
  }

  async function prune(now = clock()) {
    const cutoff = new Date(now.getTime() - options.rawDays * DAY_MS);
    // Hours about to lose their raw rows are summed first (a server that was down for days).
    await aggregate(startOfHour(new Date(cutoff.getTime() - DAY_MS)), cutoff);
    const deleted = await db
      .delete(analyticsEvents)
      .where(and(eq(analyticsEvents.siteId, siteId), lt(analyticsEvents.at, cutoff)))
      .returning({ id: analyticsEvents.id });
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, utcDay(new Date(now.getTime() - DAY_MS))));
    return { deleted: deleted.length };
  }

  async function catchUp() {
    const [last] = await db
      .select({ hour: sql<string | null>`max(${analyticsHourly.hour})` })
      .from(analyticsHourly)
      .where(eq(analyticsHourly.siteId, siteId));
    const retained = new Date(clock().getTime() - options.rawDays * DAY_MS);
    const from = last?.hour ? new Date(last.hour) : retained;
    await aggregate(from < retained ? retained : from);
  }

  let job: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  if (options.timers !== false) {
    running = catchUp()
      .then(() => prune())
      .catch((error) => log.error({ err: error }, "analytics catch-up failed"));
    job = setInterval(() => {
      running = running
        .then(async () => {
          await aggregate();
          await prune();
        })
        .catch((error) => log.error({ err: error }, "analytics job failed"));
    }, JOB_INTERVAL_MS);
    job.unref();
  }

  return {
    record,
    flush,
    aggregate,
    prune,
    async report(from, to) {
      // What was just visited shows up: the hours the range shares with the last two are summed now.
      const now = clock();
      if (to.getTime() > now.getTime() - 2 * HOUR_MS) await aggregate();
      return readReport(db, siteId, from, to);
    },
    buffered: () => buffer.length,
    async stop() {
      clearInterval(job);
      clearTimeout(flushTimer);
      await running.catch(() => undefined);
      await flush();
    },
  };
}

/**
 * One INSERT … SELECT of every hourly sum of [start, end). `readers` counts each reader (a day's
 * hash) in the hour of their first event that day, so the sums over hours add up to distinct
 * readers per day.
 */
function hourlySums(siteId: number, start: Date, end: Date) {
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const hour = sql`date_trunc('hour', at at time zone 'UTC') at time zone 'UTC'`;
  const within = sql`site_id = ${siteId} and at >= ${from} and at < ${to}`;
  const views = sql`${within} and kind = 'page_view'`;
  const per = (metric: string, key: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
    sql`select ${hour} as hour, ${metric}::text as metric, ${key} as key, count(*)::int as count
        from analytics_events where ${where} group by 1, 3`;
  const dayStart = sql`date_trunc('day', ${from} at time zone 'UTC') at time zone 'UTC'`;
  return sql`
    insert into analytics_hourly (site_id, hour, metric, key, count)
    select ${siteId}::int, hour, metric, key, count from (
      ${per("views", sql`''`, views)}
      union all ${per("data_less", sql`''`, sql`${views} and data_less`)}
      union all ${per("page", sql`left(page, 300)`, sql`${views} and page is not null`)}
      union all
      select ${hour}, 'section', coalesce(a.section, e.section), count(*)::int
      from (select * from analytics_events where ${views} and section is not null) e
      left join articles a on e.story is not null and a.id = split_part(e.story, '/', 2)::int
      group by 1, 3
      union all ${per("story", sql`story`, sql`${views} and story is not null`)}
      union all ${per("device", sql`coalesce(device, 'unknown')`, views)}
      union all ${per("browser", sql`browser`, sql`${views} and browser is not null`)}
      union all ${per("referrer", sql`coalesce(referrer_host, '')`, views)}
      union all ${per("clicks", sql`''`, sql`${within} and kind = 'click'`)}
      union all ${per("campaign", sql`campaign`, sql`${within} and kind = 'click'`)}
      union all
      select date_trunc('hour', first_at at time zone 'UTC') at time zone 'UTC', 'readers', '', count(*)::int
      from (
        select min(at) as first_at from analytics_events
        where site_id = ${siteId} and reader is not null and at >= ${dayStart} and at < ${to}
        group by day, reader
      ) firsts
      where first_at >= ${from} and first_at < ${to}
      group by 1
    ) sums`;
}
