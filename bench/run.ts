// Load benchmark: `npm run bench [-- --no-build --connections N --duration S --only http|content|ingest|auth|sports]`.
//
// Builds the app, starts the production server on a fresh demo database and measures it with
// autocannon next to a "limit" server that returns a fixed HTML body of the home page's size. The
// limit shows what the load generator and loopback can do on this machine, so each target's req/s is
// also reported as a fraction of it, which depends less on the machine than raw req/s.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { ArticleJson } from "#core/content.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/urls.ts";
import { parseAuthBenchOptions, runAuthBench } from "./auth.ts";
import { parseContentBenchOptions, runContentApiBench } from "./content-api.ts";
import { parseIngestBenchOptions, runIngestBench } from "./ingest.ts";
import { withCpuPerRequest } from "./process-cpu.ts";
import { parseSportsBenchOptions, runSportsBench } from "./sports-api.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HOST = "127.0.0.1";
const HEALTH_TIMEOUT_MS = 60_000;
const WARMUP_SECONDS = 2;
/** Lets the server finish in-flight requests on SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 10_000;

/** The sections of the report; `--only <name>` runs one. */
const SECTIONS = ["http", "content", "ingest", "auth", "sports"] as const;
type Section = (typeof SECTIONS)[number];

type Options = { build: boolean; connections: number; duration: number; only?: Section };

type Target = {
  name: string;
  url: string;
  bytes: number;
  headers?: Record<string, string>;
  /** Held to the page goal: at least GOAL_SHARE of the limit's req/s with p99 ≤ GOAL_P99_MS. */
  goal?: boolean;
  /** Held to the render goal: at most RENDER_GOAL_CPU_MS of server CPU a request, p99 ≤ RENDER_GOAL_P99_MS. */
  renderGoal?: boolean;
  /** The process that answers (the server), whose CPU time per request is reported. */
  cpuPid?: number;
  /** Expected non-2xx answers (a page not built yet), reported but not counted as failures. */
  note?: string;
};

/** Issue 5 "Tests and measures": cached pages reach half the static limit with p99 ≤ 50 ms at 64 connections. */
const GOAL_SHARE = 0.5;
const GOAL_P99_MS = 50;
/** The render issue: an uncached home or article costs ≤ 5 ms of server CPU, p99 ≤ 100 ms at 8 connections. */
const RENDER_GOAL_CPU_MS = 5;
const RENDER_GOAL_P99_MS = 100;
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
};

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
// Processes

/** Runs a command to completion; its output is shown only if it fails, to keep the report readable. */
async function runCommand(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const [code] = (await once(child, "close")) as [number | null];
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`\`${command} ${args.join(" ")}\` failed with exit code ${code}`);
  }
}

/** A port that was free a moment ago; the server gets it through PORT, so it must be known up front. */
async function findFreePort(): Promise<number> {
  const server = createNetServer().listen(0, HOST);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["scripts/serve.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      LOG_LEVEL: "silent",
      ICARO_DATA_DIR: dataDir,
      // A DATABASE_URL or ICARO_DEMO=off in the caller's shell would bypass the fresh demo database.
      DATABASE_URL: "",
      ICARO_DEMO: "on",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for error messages: with LOG_LEVEL=silent only failures (config errors, crashes) print.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;
}

async function stopServer(child: ChildProcess) {
  if (!isRunning(child)) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
  if (!stopped) {
    child.kill("SIGKILL");
    await exited;
  }
}

async function waitUntilHealthy(baseUrl: string, server: ReturnType<typeof startServer>) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(server.child)) {
      throw new Error(
        `the server exited during start-up (${describeExit(server.child)}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet: migrations and the demo seed run before the port opens.
    }
    await sleep(250);
  }
  throw new Error(
    `the server did not answer 200 on ${baseUrl}/healthz within ${HEALTH_TIMEOUT_MS / 1000} s:\n${server.output()}`,
  );
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

/** The JavaScript files the home page loads: modulepreload links and script sources under /assets/. */
function scriptAssets(html: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="modulepreload"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1]);
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const paths = [...links, ...scripts].filter(
    (href): href is string => href?.startsWith("/assets/") === true && href.endsWith(".js"),
  );
  return [...new Set(paths)];
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
  const { connections, duration } = options;
  console.error(`• ${target.name}: ${WARMUP_SECONDS} s warm-up, then ${duration} s`);
  // The warm-up lets the JIT and the server's caches warm up; its numbers are discarded.
  const { url, headers } = target;
  await autocannon({ url, headers, connections, duration: WARMUP_SECONDS });
  const { result, cpuMsPerRequest } = await withCpuPerRequest(target.cpuPid, () =>
    autocannon({ url, headers, connections, duration }),
  );
  return {
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
    String(m.non2xx),
    String(m.errors),
    `${(limit > 0 ? m.requestsPerSecond / limit : 0).toFixed(3)}×`,
    m.target.goal || m.target.renderGoal ? (meetsGoal(m, limit) ? "pass" : "FAIL") : "",
  ]);
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  // Target names read left to right; numbers line up on their last digit.
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function meetsGoal(m: Measurement, limit: number): boolean {
  if (m.non2xx > 0 || m.errors > 0) return false;
  if (m.target.renderGoal) {
    const cpu = m.cpuMsPerRequest;
    return cpu !== undefined && cpu <= RENDER_GOAL_CPU_MS && m.p99 <= RENDER_GOAL_P99_MS;
  }
  return m.requestsPerSecond >= GOAL_SHARE * limit && m.p99 <= GOAL_P99_MS;
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
    { name: `article cached ${pagePath}`, url, bytes: body.length, goal: true, note },
    {
      name: "article uncached (signed in)",
      url,
      bytes: body.length,
      headers: SIGNED_IN,
      renderGoal: true,
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
  return failures > 0 ? 1 : 0;
}

/** The production server against the node:http limit; returns the number of failed targets. */
async function runHttpBench(options: Options): Promise<number> {
  if (options.build) {
    console.error("• building: npm run build");
    await runCommand("npm", ["run", "build"]);
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "icaro-bench-"));
  defer(() => rm(dataDir, { recursive: true, force: true }));
  const port = await findFreePort();
  const baseUrl = `http://${HOST}:${port}`;
  console.error(`• starting the server on ${baseUrl} (data in ${dataDir})`);
  const server = startServer(port, dataDir);
  // Registered after the data dir, so it runs first: the database must be closed before rm.
  defer(() => stopServer(server.child));
  await waitUntilHealthy(baseUrl, server);

  // The home page sets the limit server's body size and names the script assets.
  const homeHtml = await fetchOk(`${baseUrl}/`);
  const targets = [
    await startLimitServer(homeHtml.length),
    await largestScriptAsset(baseUrl, homeHtml.toString("utf8")),
    { name: "/ cached (anonymous)", url: `${baseUrl}/`, bytes: homeHtml.length, goal: true },
    {
      name: "/ uncached (signed in)",
      url: `${baseUrl}/`,
      bytes: homeHtml.length,
      headers: SIGNED_IN,
      renderGoal: true,
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
    `goal: cached pages ≥ ${GOAL_SHARE * 100}% of the limit's req/s with p99 ≤ ${GOAL_P99_MS} ms (use --connections 64)`,
  );
  console.log(
    `goal: uncached renders ≤ ${RENDER_GOAL_CPU_MS} ms of server CPU a request with p99 ≤ ${RENDER_GOAL_P99_MS} ms (use --connections 8)`,
  );
  const failed = measurements.filter((m) => !m.target.note && (m.non2xx > 0 || m.errors > 0));
  for (const m of failed) {
    console.error(`✗ ${m.target.name}: ${m.non2xx} non-2xx responses, ${m.errors} errors`);
  }
  const limit = measurements[0]?.requestsPerSecond ?? 0;
  const missed = measurements.filter(
    (m) => (m.target.goal || m.target.renderGoal) && !m.target.note && !meetsGoal(m, limit),
  );
  for (const m of missed) console.error(`✗ ${m.target.name}: below the goal`);
  return failed.length + missed.length;
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
