// Content API benchmark: `npx tsx bench/content-api.ts [--articles 100000] [--pg-articles 1000000]
// [--connections 4] [--duration 5] [--engine pglite|postgres|both] [--only <regexp of endpoint names>]`,
// also a section of `npm run bench`.
//
// Fills a fresh database with the demo generator, serves the API app alone on a loopback port and
// measures each read endpoint with autocannon: p50/p99 latency and req/s, against the issue's targets
// (p99 ≤ 50 ms with 100k articles on PGlite, ≤ 20 ms with 1M on PostgreSQL; search's autocomplete
// ≤ 20 ms on both). PGlite runs in this
// process, in memory. PostgreSQL is used when DATABASE_URL is set: the bench works in a database of
// its own next to it (`icaro_bench_<N>`), kept between runs because filling 1M articles takes
// minutes, and never writes to DATABASE_URL's own database.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { generateDemoEdition } from "#demo/generate-edition.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import { seedSections } from "#server/site/sections.ts";
import { ensureDefaultSite } from "#server/site/site-config.ts";
import { benchApiApp } from "./bench-api-app.ts";
import { textTable } from "./text-table.ts";

const HOST = "127.0.0.1";
const WARMUP_SECONDS = 1;
/** The anonymous reader whose history the recommendations target uses. */
const BENCH_PSID = "00000000-0000-4000-8000-00000000be4c";
const HISTORY_READS = 30;

export type Engine = "pglite" | "postgres";

export type ContentBenchOptions = {
  articles: number;
  pgArticles: number;
  connections: number;
  duration: number;
  engines: Engine[];
  /** Only the endpoints whose name matches (`--only search`). */
  only?: RegExp;
};

type Row = {
  engine: Engine;
  articles: number;
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  target: number;
};

export const P99_TARGET_MS: Record<Engine, number> = { pglite: 50, postgres: 20 };

export function parseContentBenchOptions(argv: string[]): ContentBenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      articles: { type: "string", default: "100000" },
      "pg-articles": { type: "string", default: "1000000" },
      connections: { type: "string", default: "4" },
      duration: { type: "string", default: "5" },
      engine: { type: "string" },
      only: { type: "string" },
    },
  });
  const engine = values.engine as string | undefined;
  if (engine !== undefined && !["pglite", "postgres", "both"].includes(engine)) {
    throw new Error(`--engine must be pglite, postgres or both (got ${JSON.stringify(engine)})`);
  }
  const engines: Engine[] =
    engine === "pglite" || engine === "postgres"
      ? [engine]
      : engine === "both" || process.env.DATABASE_URL
        ? ["pglite", "postgres"]
        : ["pglite"];
  if (engines.includes("postgres") && !process.env.DATABASE_URL) {
    throw new Error("--engine postgres needs DATABASE_URL");
  }
  return {
    articles: positiveInteger("--articles", values.articles),
    pgArticles: positiveInteger("--pg-articles", values["pg-articles"]),
    connections: positiveInteger("--connections", values.connections),
    duration: positiveInteger("--duration", values.duration),
    engines,
    only: typeof values.only === "string" ? new RegExp(values.only, "i") : undefined,
  };
}

function positiveInteger(flag: string, value: unknown): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${flag} must be a positive integer (got ${JSON.stringify(value)})`);
  }
  return number;
}

// ---------------------------------------------------------------------------------------------------
// Databases

async function openBenchDatabase(engine: Engine, articles: number): Promise<DatabaseHandle> {
  if (engine === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `icaro_bench_${articles}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: "unused" });
  await handle.migrate();
  return handle;
}

async function countArticles(handle: DatabaseHandle): Promise<number> {
  const [result] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from articles`);
  return Number(result.n);
}

/** Fills the database up to `articles` unless it already holds them (a kept PostgreSQL database). */
async function prepare(handle: DatabaseHandle, articles: number): Promise<void> {
  const db = handle.db;
  await ensureDefaultSite(db);
  await seedSections(db);
  const present = await countArticles(handle);
  if (present >= articles) {
    console.error(`  ${present} articles already there`);
  } else {
    if (present > 0)
      throw new Error(`the bench database holds ${present} articles, not ${articles}: drop it`);
    const started = Date.now();
    let lastShown = 0;
    await generateDemoEdition(db, {
      articles,
      onProgress: (done, total) => {
        if (Date.now() - lastShown < 5000 && done < total) return;
        lastShown = Date.now();
        console.error(`  filled ${done}/${total} articles (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      },
    });
    console.error(`  filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // What autovacuum would have done by now on a live database: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
}

type BenchIds = {
  search: SearchSubjects;
  article: number;
  section: string;
  profile: { id: number; context: string };
  /** The 50 profiles the bench reader follows (my feed with 50 follows). */
  followed: { id: number; context: string }[];
};

const FOLLOWED_PROFILES = 50;

/** Typical subjects: the newest tagged story, its section and its first tag; a reader with history. */
async function pickSubjects(handle: DatabaseHandle): Promise<BenchIds> {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
  const [article] = await rows<{ id: number; section: string; profile_id: number; context: string }>(sql`
    select a.id, a.section, p.id as profile_id, p.context
    from articles a
    join lateral (select profile_id from article_profiles where article_id = a.id limit 1) t on true
    join profiles p on p.id = t.profile_id
    where a.context = 'news_stories'
    order by a.publish_date desc, a.id desc limit 1`);
  if (!article) throw new Error("no tagged story to benchmark related articles with");
  // The reader read recent stories of the same section: the recommender has a taste to follow.
  await handle.db.execute(sql`delete from article_reads where psid = ${BENCH_PSID}`);
  await handle.db.execute(sql`
    insert into article_reads (article_id, psid, site_id)
    select id, ${BENCH_PSID}, 763 from articles where section = ${article.section}
    order by publish_date desc, id desc limit ${HISTORY_READS}`);
  // The reader follows the 50 most-mentioned profiles as a guest (decision 0067's owner rows).
  const followed = await rows<{ id: number; context: string }>(sql`
    select p.id, p.context from profiles p
    join (select profile_id, count(*) as n from article_profiles group by profile_id) t on t.profile_id = p.id
    order by t.n desc, p.id limit ${FOLLOWED_PROFILES}`);
  await handle.db.execute(sql`delete from follow_owners where psid = ${BENCH_PSID}`);
  const [owner] = await rows<{ id: number }>(sql`
    insert into follow_owners (site_id, psid) values (763, ${BENCH_PSID}) returning id`);
  await handle.db.execute(sql`
    insert into follows (owner_id, profile_id)
    select ${owner.id}, id from profiles where id in (${sql.join(
      followed.map((profile) => sql`${Number(profile.id)}`),
      sql`, `,
    )})`);
  return {
    search: await pickSearchSubjects(handle),
    article: Number(article.id),
    section: article.section,
    profile: { id: Number(article.profile_id), context: article.context },
    followed: followed.map((profile) => ({ id: Number(profile.id), context: profile.context })),
  };
}

/** What the search targets ask (docs/decisions/0068-search-engine.md): names and words the edition really has. */
type SearchSubjects = {
  /** The most tagged team's name ("Manchester City"). */
  team: string;
  /** The same with two letters swapped: no match, so the "Did you mean …?" path runs. */
  typo: string;
  /** Two long words of the newest Portuguese title: a query in the reader's language. */
  words: string;
  /** The most tagged profile (tens of thousands of stories on 1M). */
  entity: { id: number; context: string; name: string };
};

async function pickSearchSubjects(handle: DatabaseHandle): Promise<SearchSubjects> {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
  const tagged = (context: string | null) => sql`
    select p.id, p.context, p.name from profiles p
    join (select profile_id, count(*) as n from article_profiles group by profile_id) t on t.profile_id = p.id
    where ${context === null ? sql`true` : sql`p.context = ${context}`}
    order by t.n desc, p.id limit 1`;
  const [team] = await rows<{ name: string }>(tagged("teams"));
  const [entity] = await rows<{ id: number; context: string; name: string }>(tagged(null));
  const [title] = await rows<{ name: string }>(
    sql`select name from articles where language = 'pt' order by publish_date desc, id desc limit 1`,
  );
  if (!team || !entity || !title) throw new Error("no team, profile or Portuguese story to search for");
  const words = (title.name.match(/[\p{L}]{5,}/gu) ?? [])
    .sort((a, b) => b.length - a.length)
    .slice(0, 2)
    .join(" ");
  const letters = [...team.name];
  const middle = Math.floor(letters.length / 2);
  [letters[middle - 1], letters[middle]] = [letters[middle], letters[middle - 1]];
  return {
    team: team.name,
    typo: letters.join(""),
    words,
    entity: { id: Number(entity.id), context: entity.context, name: entity.name },
  };
}

// ---------------------------------------------------------------------------------------------------
// Serving and measuring

async function serveApi(handle: DatabaseHandle): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const api = benchApiApp(handle.db);
  const server = serve({ fetch: api.fetch, port: 0, hostname: HOST }) as Server;
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${HOST}:${port}`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** A path to measure, with the headers of its requests (the reader's PSID, for their own list). */
type Target = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: "POST";
  body?: string;
  /** This endpoint's own p99 limit, where it differs from the engine's. */
  p99?: Partial<Record<Engine, number>>;
};

/** Search's autocomplete answers while the reader types: p99 ≤ 20 ms on both engines (docs/decisions/0068-search-engine.md). */
const AUTOCOMPLETE_P99: Record<Engine, number> = { pglite: 20, postgres: 20 };

function searchTargets(subjects: SearchSubjects): Target[] {
  const search = (query: Record<string, string>) =>
    `/api/v4/content/search?${new URLSearchParams({ action: "get_content", intent: "all", per: "15", format: "new", site_id: "763", ...query })}`;
  const autocomplete = (text: string) =>
    `/api/v4/content/search/autocomplete?${new URLSearchParams({ text, language: "en", site_id: "763" })}`;
  return [
    { name: `search "${subjects.team}"`, path: search({ text: subjects.team, language: "en" }) },
    { name: `search "${subjects.words}" (pt)`, path: search({ text: subjects.words, language: "pt" }) },
    {
      name: `search "${subjects.team}" by date, page 3`,
      path: search({ text: subjects.team, language: "es", sortby: "date", page: "3" }),
    },
    { name: `search typo "${subjects.typo}"`, path: search({ text: subjects.typo, language: "en" }) },
    {
      name: `search entity ${subjects.entity.name}`,
      path: search({
        searchType: "entity",
        entityType: subjects.entity.context,
        entityId: String(subjects.entity.id),
        text: subjects.entity.name,
        language: "en",
      }),
    },
    {
      name: `autocomplete "${subjects.team.slice(0, 4)}"`,
      path: autocomplete(subjects.team.slice(0, 4)),
      p99: AUTOCOMPLETE_P99,
    },
    {
      name: `autocomplete typo "${subjects.typo}"`,
      path: autocomplete(subjects.typo),
      p99: AUTOCOMPLETE_P99,
    },
    { name: "search trending", path: "/api/v4/content/search/trending?language=en&site_id=763" },
  ];
}

function targets(ids: BenchIds): Target[] {
  const { article, section, profile } = ids;
  return [
    { name: "feed page 1", path: "/api/v3/feed?page=1&per=10" },
    { name: "feed page 50", path: "/api/v3/feed?page=50&per=10" },
    { name: "hero", path: "/api/v3/site/content/hero?site_id=763" },
    { name: `section feed (${section})`, path: `/api/v3/feed?section=${section}&page=1&per=10` },
    { name: "profiles feed", path: `/api/v3/profiles/${profile.context}/${profile.id}/feed?page=1&per=5` },
    { name: "related", path: `/api/v4/related/news_stories/${article}?N=20&summary=true&size=10&page=1` },
    {
      name: "recommendations (anon, history)",
      path: `/api/v4/personalized_recommendations?user_id=anon-${BENCH_PSID}&size=10&page=1&site_id=763`,
      // A reader's list answers only that reader (decision 0052).
      headers: { psid: BENCH_PSID },
    },
    { name: "media/{type}/{id}", path: `/api/v3/media/news_stories/${article}&frequency=2&offset=1` },
    // My feed with 50 follows: the guest's list, then the stories of those profiles (docs/behaviour/content.md#profile-call).
    { name: "follows_anon (50 follows)", path: "/api/v3/follows_anon", headers: { psid: BENCH_PSID } },
    {
      name: "profiles/feed (50 follows)",
      path: "/api/v3/profiles/feed?page=1&per=10",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ profiles: ids.followed }),
    },
    ...searchTargets(ids.search),
  ];
}

async function measure(url: string, target: Target, options: ContentBenchOptions) {
  const { connections, duration } = options;
  const request = {
    url,
    headers: target.headers ?? {},
    method: target.method ?? ("GET" as const),
    body: target.body,
  };
  await autocannon({ ...request, connections, duration: WARMUP_SECONDS });
  return autocannon({ ...request, connections, duration });
}

async function benchEngine(engine: Engine, options: ContentBenchOptions): Promise<Row[]> {
  const articles = engine === "pglite" ? options.articles : options.pgArticles;
  console.error(`• ${engine}: ${articles} articles`);
  const handle = await openBenchDatabase(engine, articles);
  try {
    await prepare(handle, articles);
    const ids = await pickSubjects(handle);
    const server = await serveApi(handle);
    try {
      const rows: Row[] = [];
      for (const target of targets(ids).filter((target) => !options.only || options.only.test(target.name))) {
        const url = `${server.baseUrl}${target.path}`;
        const check = await fetch(url, { headers: target.headers, method: target.method, body: target.body });
        const checkBody = await check.text();
        if (!check.ok) console.error(`  ✗ ${target.name}: ${check.status} ${checkBody.slice(0, 200)}`);
        console.error(`  ${target.name}: ${WARMUP_SECONDS} s warm-up, then ${options.duration} s`);
        const result = await measure(url, target, options);
        rows.push({
          engine,
          articles,
          name: target.name,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          target: target.p99?.[engine] ?? P99_TARGET_MS[engine],
        });
      }
      return rows;
    } finally {
      await server.close();
    }
  } finally {
    await handle.close();
  }
}

function passed(row: Row): boolean {
  // No answer within autocannon's timeout is no pass, though its latencies read 0.
  return row.requestsPerSecond > 0 && row.non2xx === 0 && row.errors === 0 && row.p99 <= row.target;
}

function formatTable(rows: Row[]): string {
  const header = [
    "engine",
    "articles",
    "endpoint",
    "req/s",
    "p50 ms",
    "p99 ms",
    "target",
    "p99/target",
    "non-2xx",
    "result",
  ];
  const cells = rows.map((row) => [
    row.engine,
    String(row.articles),
    row.name,
    row.requestsPerSecond.toFixed(1),
    String(row.p50),
    String(row.p99),
    `p99 ≤ ${row.target}`,
    (row.p99 / row.target).toFixed(2),
    String(row.non2xx + row.errors),
    passed(row) ? "pass" : "FAIL",
  ]);
  return textTable(header, cells, [0, 2, 6, 9]);
}

/** Runs the benchmark and prints its table; resolves to the number of failed rows. */
export async function runContentApiBench(options: ContentBenchOptions): Promise<number> {
  const rows: Row[] = [];
  for (const engine of options.engines) rows.push(...(await benchEngine(engine, options)));
  console.log();
  console.log("Content API");
  console.log(formatTable(rows));
  const cpus = os.cpus();
  console.log(
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version} · ` +
      `${options.connections} connections, ${options.duration} s per endpoint · ` +
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")} · ${new Date().toISOString()}`,
  );
  const failed = rows.filter((row) => !passed(row));
  for (const row of failed) {
    console.error(
      `✗ ${row.engine} ${row.name}: p99 ${row.p99} ms, ${row.non2xx} non-2xx, ${row.errors} errors`,
    );
  }
  return failed.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let exitCode = 1;
  try {
    exitCode = (await runContentApiBench(parseContentBenchOptions(process.argv.slice(2)))) > 0 ? 1 : 0;
  } catch (error) {
    console.error(`content API bench failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(exitCode);
}
