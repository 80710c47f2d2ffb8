import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { analyticsEvents, analyticsProgress, analyticsSalts } from "#server/db/schema.ts";
import type { AnalyticsEvent } from "./analytics-input.ts";
import { type AnalyticsReport, readReport } from "./analytics-report.ts";

/*
 * First-party analytics storage (decision 0078): events wait in memory and are written in one
 * multi-row INSERT every second or every FLUSH_ROWS rows, whichever comes first, so a burst of page
 * views costs one statement, not one each; the buffer is written on shutdown. A periodic job sums
 * the raw rows per hour into analytics_hourly and deletes the rows older than the retention.
 */

/**
 * Rows written in one INSERT at most. On PGlite the write runs on the server's own thread, so a
 * batch is kept short enough (~10 ms) not to hold up the requests waiting behind it.
 */
export const FLUSH_ROWS = 200;
/** Rows the buffer holds at most while the database is slow: more are refused with a 429. */
export const MAX_BUFFERED_ROWS = 50_000;
const FLUSH_INTERVAL_MS = 1000;
const JOB_INTERVAL_MS = 60_000;
/**
 * Events summed in one transaction at most (~0.2 s on PGlite, which runs on the server's thread);
 * a backlog is summed in turns, with the requests waiting in between served.
 */
const AGGREGATE_CHUNK = 5000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type AnalyticsService = {
  /** Queues one event; false when the buffer is full (the caller answers 429). */
  record(event: AnalyticsEvent, psid: string | null, at?: Date): Promise<boolean>;
  /** Writes the buffered events now. */
  flush(): Promise<void>;
  /** Adds the events written since the last run to analytics_hourly (after writing the buffer). */
  aggregate(): Promise<void>;
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
      for (const known of salts.keys())
        if (known < utcDay(new Date(Date.parse(day) - DAY_MS))) salts.delete(known);
    }
    return salt;
  }

  async function visitorHashOf(psid: string | null, day: string): Promise<string | null> {
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
          await db.execute(insertRows(batch));
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
    const reader = await visitorHashOf(psid, day);
    buffer.push({ ...event, siteId, at, day, reader });
    scheduleFlush();
    return true;
  }

  /** Adds the events written since the last run to the hourly sums, in chunks, one run at a time. */
  async function aggregate() {
    await flush();
    for (;;) {
      const done = await db.transaction(async (tx) => {
        await tx.insert(analyticsProgress).values({ siteId }).onConflictDoNothing();
        // The row lock makes concurrent runs (other processes on PostgreSQL) take turns.
        const [progress] = await tx
          .select()
          .from(analyticsProgress)
          .where(eq(analyticsProgress.siteId, siteId))
          .for("update");
        const last = Number(progress?.lastEventId ?? 0);
        const [top] = await tx
          .select({ id: sql<string | null>`max(${analyticsEvents.id})` })
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.siteId, siteId), gt(analyticsEvents.id, last)));
        if (top?.id === null || top?.id === undefined) return true;
        const upTo = Math.min(Number(top.id), last + AGGREGATE_CHUNK);
        await tx.execute(hourlySums(siteId, last, upTo));
        await tx
          .update(analyticsProgress)
          .set({ lastEventId: upTo })
          .where(eq(analyticsProgress.siteId, siteId));
        return upTo >= Number(top.id);
      });
      if (done) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function prune(now = clock()) {
    const cutoff = new Date(now.getTime() - options.rawDays * DAY_MS);
    // Only rows already in the hourly sums go.
    await aggregate();
    const [result] = await queryRows<{ deleted: number }>(
      db,
      sql`
      with gone as (
        delete from analytics_events
        where site_id = ${siteId} and at < ${cutoff.toISOString()}::timestamptz
          and id <= (select last_event_id from analytics_progress where site_id = ${siteId})
        returning 1
      )
      select count(*)::int as deleted from gone`,
    );
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, utcDay(new Date(now.getTime() - DAY_MS))));
    return { deleted: Number(result?.deleted ?? 0) };
  }

  let job: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runJob = () => {
    running = running.then(() => prune()).catch((error) => log.error({ err: error }, "analytics job failed"));
  };
  if (options.timers !== false) {
    runJob();
    job = setInterval(runJob, JOB_INTERVAL_MS);
    job.unref();
  }

  return {
    record,
    flush,
    aggregate,
    prune,
    async report(from, to) {
      // What was just visited shows up: the events not summed yet are summed first.
      await aggregate();
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

const COLUMNS = [
  "site_id",
  "kind",
  "at",
  "day",
  "reader",
  "page",
  "path",
  "section",
  "story",
  "device",
  "browser",
  "referrer_host",
  "data_less",
  "logged_in",
  "pwa",
  "ad_blocker",
  "campaign",
  "campaign_item",
  "action",
  "os",
] as const;

/**
 * One INSERT of many rows with a single JSON parameter: a multi-row `values` list costs Drizzle
 * and the driver ~0.5 ms a row to build and bind (20 parameters each), the JSON ~0.05 ms.
 */
function insertRows(rows: Row[]) {
  const json = JSON.stringify(
    rows.map((row) => ({
      site_id: row.siteId,
      kind: row.kind,
      at: row.at instanceof Date ? row.at.toISOString() : row.at,
      day: row.day,
      reader: row.reader,
      page: row.page,
      path: row.path,
      section: row.section,
      story: row.story,
      device: row.device,
      browser: row.browser,
      referrer_host: row.referrerHost,
      data_less: row.dataLess,
      logged_in: row.loggedIn,
      pwa: row.pwa,
      ad_blocker: row.adBlocker,
      campaign: row.campaign,
      campaign_item: row.campaignItem,
      action: row.action,
      os: row.os,
    })),
  );
  const columns = sql.raw(COLUMNS.join(", "));
  return sql`insert into analytics_events (${columns})
    select ${columns} from json_populate_recordset(null::analytics_events, ${json}::json)`;
}

/**
 * One INSERT … SELECT adding the events (after, upTo] to their hours' sums. `readers` counts a
 * reader (a day's hash) at their first event of the day, so the sums over hours add up to distinct
 * readers per day.
 */
function hourlySums(siteId: number, after: number, upTo: number) {
  const hour = sql`date_trunc('hour', at at time zone 'UTC') at time zone 'UTC'`;
  const within = sql`site_id = ${siteId} and id > ${after} and id <= ${upTo}`;
  const views = sql`${within} and kind = 'page_view'`;
  const per = (metric: string, key: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
    sql`select ${hour} as hour, ${metric}::text as metric, ${key} as key, count(*)::int as count
        from analytics_events where ${where} group by 1, 3`;
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
      union all ${per(
        "readers",
        sql`''`,
        sql`${within} and reader is not null and not exists (
          select 1 from analytics_events earlier
          where earlier.site_id = ${siteId} and earlier.day = analytics_events.day
            and earlier.reader = analytics_events.reader and earlier.id < analytics_events.id)`,
      )}
    ) sums
    on conflict (site_id, hour, metric, key) do update set count = analytics_hourly.count + excluded.count`;
}
