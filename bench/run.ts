// Load benchmark: `npm run bench [-- --no-build --connections N --duration S --seconds S --database-url URL --only http|content|ingest|auth|sports|soak]`.
//
// Builds the app, starts the production server on a fresh demo database and measures it with
// autocannon. Cache hits are measured beside a node:http server sending the same bytes
// (page-cache-hits.ts); uncached renders by the server CPU they cost (process-cpu.ts); the rest
// beside a "limit" server returning a fixed HTML body of the home page's size, so each target's req/s
// is also a fraction of what the load generator and loopback can do on this machine. The soak
// (bench/soak.ts) holds a server of its own under 200 connections for `--seconds` (60).
import { once } from "node:events";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { ArticleJson } from "#core/content/content.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";
import { createDatabaseBeside } from "#server/db/database-beside.ts";
import { parseAuthBenchOptions, runAuthBench } from "./auth.ts";
import { parseContentBenchOptions, runContentApiBench } from "./content-api.ts";
import { measureYardstick, YARDSTICK_QUIET_MS } from "./cpu-yardstick.ts";
import { parseIngestBenchOptions, runIngestBench } from "./ingest.ts";
import { runPageCacheBench } from "./page-cache-hits.ts";
import { withCpuPerRequest } from "./process-cpu.ts";
import { describeExit, HOST, isRunning, runCommand, startProductionServer } from "./production-server.ts";
import { parseSoakBenchOptions, runSoakBench } from "./soak.ts";
import { parseSportsBenchOptions, runSportsBench } from "./sports-api.ts";
import { textTable } from "./text-table.ts";

const WARMUP_SECONDS = 2;
/**
 * Renders reach their steady speed later than hits: measured, an uncached home cost ~40% more CPU
 * in its first 10 s than after 20 s (the JIT's optimizing tier, the static islands' cache).
 */
const RENDER_WARMUP_SECONDS = 10;

/** The sections of the report; `--only <name>` runs one. */
const SECTIONS = ["http", "content", "ingest", "auth", "sports", "soak"] as const;
type Section = (typeof SECTIONS)[number];

type Options = { build: boolean; connections: number; duration: number; only?: Section };

type Target = {
  name: string;
  url: string;
  bytes: number;
  headers?: Record<string, string>;
  /** Held to the render goal: at most RENDER_GOAL_CPU_MS of server CPU a request, p99 ≤ RENDER_GOAL_P99_MS. */
  renderGoal?: boolean;
  /** Connections for this target; the command line's otherwise. */
  connections?: number;
  /** The process that answers (the server), whose CPU time per request is reported. */
  cpuPid?: number;
  /** Expected non-2xx answers (a page not built yet), reported but not counted as failures. */
  note?: string;
};

/** The render issue: an uncached home or article costs ≤ 5 ms of server CPU, p99 ≤ 100 ms at 8 connections. */
const RENDER_GOAL_CPU_MS = 5;
const RENDER_GOAL_P99_MS = 100;
const RENDER_CONNECTIONS = 8;
/** Any Authorization header makes the page cache step aside: an uncached, signed-in style render. */
const SIGNED_IN = { authorization: "Bearer bench-signed-in" };

type Measurement = {
  target: Target;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU (all its threads) per request in the measured window; undefined for the limit server. */
  cpuMsPerRequest: number | undefined;
  /** For render targets: the CPU yardstick around the window, ms (bench/cpu-yardstick.ts). */
  yardstickMs?: number;
};

/**
 * How fast the machine is now against the quiet day the render goal was set: 1 then, 0.5 when
 * the same work takes twice as long. CPU times and latencies are multiplied by it to compare.
 */
function speedOf(m: Measurement): number {
  return m.yardstickMs ? Math.min(1.5, YARDSTICK_QUIET_MS / m.yardstickMs) : 1;
}

// ---------------------------------------------------------------------------------------------------
// Command line

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      // Node 20's parseArgs has no automatic --no-* negation, so the negative flag is declared as is.
      "no-build": { type: "boolean", default: false },
      connections: { type: "string", default: "32" },
      duration: { type: "string", default: "10" },
      only: { type: "string" },
      // The soak's length (bench/soak.ts reads it); declared here as parseArgs is strict.
      seconds: { type: "string" },
      "database-url": { type: "string" },
    },
  });
  const only = values.only as Section | undefined;
  if (only !== undefined && !SECTIONS.includes(only)) {
    throw new Error(`--only must be one of ${SECTIONS.join(", ")} (got ${JSON.stringify(only)})`);
  }
  return {
    only,
    build: !values["no-build"],
    connections: positiveInteger("--connections", values.connections),
    duration: positiveInteger("--duration", values.duration),
  };
}

function positiveInteger(flag: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${flag} must be a positive integer (got ${JSON.stringify(value)})`);
  }
  return number;
}

// ---------------------------------------------------------------------------------------------------
// Clean-up: whatever was started is stopped, in reverse order, also when a step fails or on Ctrl-C.

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];

function defer(cleanup: Cleanup) {
  cleanups.push(cleanup);
}

async function runCleanups() {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("clean-up failed:", error);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Targets

/** GET without compression, as autocannon sends no Accept-Encoding either: sizes are what it receives. */
async function fetchBody(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

async function fetchOk(url: string): Promise<Buffer> {
  const { status, body } = await fetchBody(url);
  if (status < 200 || status > 299) throw new Error(`GET ${url} answered ${status}`);
  return body;
}

/** The JavaScript files the home page names under /assets/. */
function scriptAssets(html: string): string[] {
  // Named in the page's module script, which loads them after the first paint (decision 0039).
  return [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
}

async function largestScriptAsset(baseUrl: string, html: string): Promise<Target> {
  const paths = scriptAssets(html);
  if (paths.length === 0) throw new Error("the home page references no /assets/*.js file");
  const sized = await Promise.all(
    paths.map(async (assetPath) => ({ assetPath, bytes: (await fetchOk(`${baseUrl}${assetPath}`)).length })),
  );
  const largest = sized.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return { name: largest.assetPath, url: `${baseUrl}${largest.assetPath}`, bytes: largest.bytes };
}

async function pageTarget(baseUrl: string, pagePath: string): Promise<Target> {
  const url = `${baseUrl}${pagePath}`;
  return { name: pagePath, url, bytes: (await fetchOk(url)).length };
}

/**
 * The ceiling: a bare node:http server answering a fixed body as large as the home page. It runs in
 * this process, on the same thread as autocannon, so the figure is pessimistic (the real server has
 * a process of its own); it is a yardstick for this machine, not a hard maximum.
 */
async function startLimitServer(bytes: number): Promise<Target> {
  const body = Buffer.alloc(bytes, "<p>Icaro</p>\n");
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": bytes });
    response.end(body);
  });
  server.listen(0, HOST);
  await once(server, "listening");
  defer(() => closeServer(server));
  const { port } = server.address() as AddressInfo;
  return { name: "limit (node:http)", url: `http://${HOST}:${port}/`, bytes };
}

async function closeServer(server: HttpServer) {
  const closed = new Promise((resolve) => server.close(resolve));
  // Idle keep-alive sockets left by autocannon would otherwise hold close() open.
  server.closeAllConnections();
  await closed;
}

// ---------------------------------------------------------------------------------------------------
// Measuring and reporting

async function measure(target: Target, options: Options): Promise<Measurement> {
  const connections = target.connections ?? options.connections;
  const { duration } = options;
  const warmup = target.renderGoal ? RENDER_WARMUP_SECONDS : WARMUP_SECONDS;
  console.error(`• ${target.name}: ${warmup} s warm-up, then ${duration} s`);
  // The warm-up lets the JIT and the server's caches warm up; its numbers are discarded.
  const { url, headers } = target;
  await autocannon({ url, headers, connections, duration: warmup });
  // The machine's speed just before and after the window, for render targets held to a CPU goal.
  const before = target.renderGoal ? measureYardstick() : undefined;
  const { result, cpuMsPerRequest } = await withCpuPerRequest(target.cpuPid, () =>
    autocannon({ url, headers, connections, duration }),
  );
  const yardstickMs = before === undefined ? undefined : (before + measureYardstick()) / 2;
  return {
    yardstickMs,
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest,
  };
}

function formatTable(measurements: Measurement[]): string {
  const limit = measurements[0].requestsPerSecond;
  const header = [
    "target",
    "bytes",
    "req/s",
    "p50 ms",
    "p99 ms",
    "ms CPU/request",
    "at quiet speed",
    "non-2xx",
    "errors",
    "vs limit",
    "goal",
  ];
  const rows = measurements.map((m) => [
    m.target.name,
    String(m.target.bytes),
    m.requestsPerSecond.toFixed(1),
    String(m.p50),
    String(m.p99),
    m.cpuMsPerRequest === undefined ? "–" : m.cpuMsPerRequest.toFixed(2),
    m.yardstickMs === undefined || m.cpuMsPerRequest === undefined
      ? ""
      : `${(m.cpuMsPerRequest * speedOf(m)).toFixed(2)} ms, p99 ${(m.p99 * speedOf(m)).toFixed(0)}`,
    String(m.non2xx),
    String(m.errors),
    `${(limit > 0 ? m.requestsPerSecond / limit : 0).toFixed(3)}×`,
    m.target.renderGoal ? (meetsGoal(m) ? "pass" : "FAIL") : "",
  ]);
  return textTable(header, rows);
}

function meetsGoal(m: Measurement): boolean {
  // Held to the figures as measured (the quiet-speed column is context: its yardstick is noisy).
  const cpu = m.cpuMsPerRequest;
  return (
    m.non2xx === 0 &&
    m.errors === 0 &&
    cpu !== undefined &&
    cpu <= RENDER_GOAL_CPU_MS &&
    m.p99 <= RENDER_GOAL_P99_MS
  );
}

/**
 * An article page of the demo edition, found through the feed API. Until the article page exists
 * it answers 404: the target is still measured (a rendered 404 page), with a note.
 */
async function articleTargets(baseUrl: string): Promise<Target[]> {
  const [article] = JSON.parse(
    (await fetchOk(`${baseUrl}/api/v3/feed?per=1`)).toString("utf8"),
  ) as ArticleJson[];
  if (!article) throw new Error("the feed API returned no article");
  const pagePath = articlePath({
    post: NO_PROXY_POST,
    type: article.context,
    id: article.id,
    slug: slugify(article.name),
  });
  const { status, body } = await fetchBody(`${baseUrl}${pagePath}`);
  const note = status === 404 ? "article page answers 404 (not built yet)" : undefined;
  if (status !== 200 && status !== 404) throw new Error(`GET ${pagePath} answered ${status}`);
  const url = `${baseUrl}${pagePath}`;
  return [
    {
      name: "article uncached (signed in)",
      url,
      bytes: body.length,
      headers: SIGNED_IN,
      renderGoal: true,
      connections: RENDER_CONNECTIONS,
      note,
    },
  ];
}

function machineLine(options: Options): string {
  const cpus = os.cpus();
  return [
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}`,
    `${os.platform()} ${os.release()}`,
    `${options.connections} connections, ${options.duration} s per target`,
    new Date().toISOString(),
  ].join(" · ");
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const runs = (section: Section) => options.only === undefined || options.only === section;
  let failures = 0;
  if (runs("http")) failures += await runHttpBench(options);
  // The content API on a large data set (its own database, API app only): bench/content-api.ts.
  if (runs("content")) failures += await runContentApiBench(parseContentBenchOptions([]));
  // Feed ingestion from local files into an in-memory PGlite: bench/ingest.ts.
  if (runs("ingest")) failures += await runIngestBench(parseIngestBenchOptions([]));
  // Sign-in with argon2id at its chosen cost (API app only, in-memory PGlite): bench/auth.ts.
  if (runs("auth")) failures += await runAuthBench(parseAuthBenchOptions([]));
  // Events and standings with four seasons, and the live stream's fan-out: bench/sports-api.ts.
  if (runs("sports")) failures += await runSportsBench(parseSportsBenchOptions([]));
  // 200 connections for 60 s on the home and an article, anonymous and signed in: bench/soak.ts.
  if (runs("soak")) failures += await runSoak(options);
  return failures > 0 ? 1 : 0;
}

let built = false;

/** The production build, made once per run (the http and soak sections share it) unless --no-build. */
async function buildOnce(options: Options) {
  if (!options.build || built) return;
  console.error("• building: npm run build");
  await runCommand("npm", ["run", "build"]);
  built = true;
}

/** The soak on a production server of its own, so the http section's load does not count in its memory. */
async function runSoak(options: Options): Promise<number> {
  await buildOnce(options);
  const soak = parseSoakBenchOptions(process.argv.slice(2));
  let env: Record<string, string> = {};
  if (soak.databaseUrl) {
    // A fresh database beside the given one, so the demo seed runs as on a first start.
    const database = await createDatabaseBeside(soak.databaseUrl);
    defer(() => database.drop());
    env = { DATABASE_URL: database.url };
  }
  const server = await startProductionServer(env);
  defer(() => server.stop());
  return runSoakBench({ ...soak, server });
}

/** The production server against the node:http limit; returns the number of failed targets. */
async function runHttpBench(options: Options): Promise<number> {
  await buildOnce(options);

  const server = await startProductionServer();
  defer(() => server.stop());
  const baseUrl = server.baseUrl;

  // Cache hits of the home and an article, each beside node:http sending the same bytes.
  const hitsBelowGoal = await runPageCacheBench({ duration: options.duration, server });

  // The home page sets the limit server's body size and names the script assets.
  const homeHtml = await fetchOk(`${baseUrl}/`);
  const targets = [
    await startLimitServer(homeHtml.length),
    await largestScriptAsset(baseUrl, homeHtml.toString("utf8")),
    {
      name: "/ uncached (signed in)",
      url: `${baseUrl}/`,
      bytes: homeHtml.length,
      headers: SIGNED_IN,
      renderGoal: true,
      connections: RENDER_CONNECTIONS,
    },
    await pageTarget(baseUrl, "/es"),
    await pageTarget(baseUrl, "/pt"),
    ...(await articleTargets(baseUrl)),
    await pageTarget(baseUrl, "/api/v3/site/config?app=web&site_id=763"),
  ];

  const measurements: Measurement[] = [];
  for (const target of targets) {
    // Every target but the limit (served from this process) is answered by the server.
    const cpuPid = target === targets[0] ? undefined : server.child.pid;
    measurements.push(await measure({ ...target, cpuPid }, options));
    // A crashed server shows up in autocannon only as socket errors: say so, with its last output.
    if (!isRunning(server.child)) {
      console.error(`✗ the server exited while measuring ${target.name} (${describeExit(server.child)}):`);
      console.error(server.output() || "(no output)");
      break;
    }
  }

  console.log();
  console.log(formatTable(measurements));
  console.log();
  console.log(machineLine(options));

  for (const m of measurements) if (m.target.note) console.log(`note: ${m.target.name}: ${m.target.note}`);
  console.log(
    `goal: uncached renders ≤ ${RENDER_GOAL_CPU_MS} ms of server CPU a request with p99 ≤ ${RENDER_GOAL_P99_MS} ms (at ${RENDER_CONNECTIONS} connections); "at quiet speed" scales them by ${YARDSTICK_QUIET_MS} ms / the CPU yardstick measured around each window (${measurements
      .filter((m) => m.yardstickMs)
      .map((m) => `${m.yardstickMs?.toFixed(3)} ms`)
      .join(", ")})`,
  );
  const failed = measurements.filter((m) => !m.target.note && (m.non2xx > 0 || m.errors > 0));
  for (const m of failed) {
    console.error(`✗ ${m.target.name}: ${m.non2xx} non-2xx responses, ${m.errors} errors`);
  }
  const missed = measurements.filter((m) => m.target.renderGoal && !m.target.note && !meetsGoal(m));
  for (const m of missed) console.error(`✗ ${m.target.name}: below the goal`);
  return hitsBelowGoal + failed.length + missed.length;
}

// On Ctrl-C or a kill, still stop the server and remove the data dir before leaving.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    runCleanups().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await runCleanups();
}
// Exit explicitly: a stray keep-alive socket must not keep the bench hanging after the report.
process.exit(exitCode);
