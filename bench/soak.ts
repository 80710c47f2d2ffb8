// Soak: `npm run bench -- --only soak [--seconds 60] [--no-build] [--database-url URL]` (docs/decisions/0058-server-memory-under-load.md,
// scope item 7). On the embedded PGlite, or on PostgreSQL in a fresh database beside URL.
//
// The production server on a fresh demo data directory under 200 connections for 60 s: the home and
// an article, anonymous (page-cache hits) and signed in with a reader's session cookie (renders
// that bypass the cache), in four autocannon instances run side by side, so each kind has its own
// latency and the whole its merged one. The server's RSS is read every 500 ms, and its kernel
// high-water mark at the end; the goals are no errors, no non-2xx answer and a peak RSS ≤ 300 MB.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { ArticleJson } from "#core/content/content.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";
import { measureYardstick, YARDSTICK_QUIET_MS } from "./cpu-yardstick.ts";
import { processCpuMs } from "./process-cpu.ts";
import { describeExit, isRunning, type ProductionServer } from "./production-server.ts";
import { type MemoryReport, watchMemory } from "./server-memory.ts";
import { textTable } from "./text-table.ts";

export const SOAK_SECONDS = 60;
export const SOAK_CONNECTIONS = 200;
/** docs/decisions/0058-server-memory-under-load.md: the server's peak RSS under the soak stays at or below this. */
const GOAL_PEAK_RSS_MB = 300;
const WARMUP_SECONDS = 5;
const MEMORY_INTERVAL_MS = 500;
/** Readers signed up through the API; the signed-in connections take turns with their cookies. */
const READERS = 4;
const PASSWORD = "soak password 1";

export type SoakBenchOptions = {
  seconds: number;
  connections: number;
  /** PostgreSQL to soak on (a fresh database is made beside it); the embedded PGlite without it. */
  databaseUrl?: string;
};

export function parseSoakBenchOptions(argv: string[]): SoakBenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      seconds: { type: "string", default: String(SOAK_SECONDS) },
      connections: { type: "string", default: String(SOAK_CONNECTIONS) },
      "database-url": { type: "string" },
    },
  });
  const databaseUrl = values["database-url"];
  return {
    seconds: positiveInteger("--seconds", values.seconds),
    connections: positiveInteger("--connections", values.connections),
    databaseUrl: typeof databaseUrl === "string" ? databaseUrl : undefined,
  };
}

function positiveInteger(flag: string, value: unknown): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${flag} must be a positive integer (got ${JSON.stringify(value)})`);
  }
  return number;
}

type Kind = { name: string; requests: autocannon.Request[] };

type KindResult = {
  kind: Kind;
  connections: number;
  result: autocannon.Result;
  /** Every response's latency in the measured window, ms. */
  latencies: number[];
};

/** Signs a reader up (devise API), then in through the local strategy, which sets the session cookie. */
async function signedInCookie(baseUrl: string, email: string): Promise<string> {
  const json = { "content-type": "application/json" };
  const body = JSON.stringify({ email, password: PASSWORD });
  const signUp = await fetch(`${baseUrl}/api/v3/auth`, { method: "POST", headers: json, body });
  if (!signUp.ok) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers: json, body });
  if (!login.ok) throw new Error(`sign-in of ${email} answered ${login.status}: ${await login.text()}`);
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith("icaro_session="));
  if (!session) throw new Error(`sign-in of ${email} set no icaro_session cookie`);
  const cookie = session.split(";")[0];
  // The cookie must really sign the reader in, or the "signed in" rows would measure anonymous pages.
  const user = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
  if (!user.ok) throw new Error(`the session cookie of ${email} is not signed in (${user.status})`);
  return cookie;
}

async function articlePathOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v3/feed?per=1`);
  const [article] = (await response.json()) as ArticleJson[];
  if (!article) throw new Error("the feed API returned no article");
  return articlePath({
    post: NO_PROXY_POST,
    type: article.context,
    id: article.id,
    slug: slugify(article.name),
  });
}

/** Checks that a request is answered 200 and whether the page cache served it. */
async function probe(baseUrl: string, request: autocannon.Request): Promise<string> {
  const response = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${request.path} answered ${response.status}`);
  return response.headers.get("x-cache") ?? "none";
}

/**
 * What every browser sends, so the answers are the compressed pages readers get (a hit's stored
 * gzip, a render through the compression middleware) rather than autocannon's bare requests.
 */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

function kindsOf(homePath: string, storyPath: string, cookies: string[]): Kind[] {
  const anonymous = (path: string): autocannon.Request[] => [
    { method: "GET", path, headers: BROWSER_HEADERS },
  ];
  const signedIn = (path: string): autocannon.Request[] =>
    cookies.map((cookie) => ({ method: "GET", path, headers: { ...BROWSER_HEADERS, cookie } }));
  return [
    { name: "home, anonymous", requests: anonymous(homePath) },
    { name: "article, anonymous", requests: anonymous(storyPath) },
    { name: "home, signed in", requests: signedIn(homePath) },
    { name: "article, signed in", requests: signedIn(storyPath) },
  ];
}

/** Runs every kind at once on its share of the connections for `seconds`. */
async function runKinds(baseUrl: string, kinds: Kind[], connections: number, seconds: number) {
  const share = Math.max(1, Math.floor(connections / kinds.length));
  return Promise.all(
    kinds.map(
      (kind) =>
        new Promise<KindResult>((resolve, reject) => {
          const latencies: number[] = [];
          const instance = autocannon(
            { url: baseUrl, connections: share, duration: seconds, requests: kind.requests },
            (error, result) =>
              error ? reject(error) : resolve({ kind, connections: share, result, latencies }),
          );
          instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
        }),
    ),
  );
}

function percentile(sorted: number[], share: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** A latency in whole ms, or a dash when nothing was answered (every connection timed out). */
function ms(value: number | undefined): string {
  return value === undefined ? "–" : value.toFixed(0);
}

type Totals = {
  requests: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  p50: number | undefined;
  p99: number | undefined;
  requestsPerSecond: number;
  bytesPerSecond: number;
};

function totalsOf(results: KindResult[], seconds: number): Totals {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((acc, r) => acc + pick(r.result), 0);
  const requests = sum((r) => r.requests.total ?? 0);
  return {
    requests,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requestsPerSecond: requests / seconds,
    bytesPerSecond: sum((r) => r.throughput.total ?? 0) / seconds,
  };
}

function kindTable(results: KindResult[], all: Totals, connections: number): string {
  const header = [
    "kind",
    "conns",
    "requests",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "of which timeouts",
  ];
  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return [
      r.kind.name,
      String(r.connections),
      String(r.result.requests.total ?? 0),
      r.result.requests.average.toFixed(1),
      ms(percentile(sorted, 0.5)),
      ms(percentile(sorted, 0.99)),
      String(r.result.non2xx),
      String(r.result.errors),
      String(r.result.timeouts),
    ];
  });
  rows.push([
    "all",
    String(connections),
    String(all.requests),
    all.requestsPerSecond.toFixed(1),
    ms(all.p50),
    ms(all.p99),
    String(all.non2xx),
    String(all.errors),
    String(all.timeouts),
  ]);
  return textTable(header, rows);
}

type Figure = { measure: string; value: string; goal: string; ratio: string; verdict: string };

function peakRssMb(memory: MemoryReport): number {
  return Math.max(memory.highWaterMb, memory.peakSampledMb);
}

function figuresOf(all: Totals, memory: MemoryReport, cpuMsPerRequest: number | undefined): Figure[] {
  const zeroGoal = (measure: string, value: number): Figure => ({
    measure,
    value: String(value),
    goal: "0",
    ratio: "–",
    verdict: value === 0 ? "pass" : "FAIL",
  });
  const noGoal = (measure: string, value: string): Figure => ({
    measure,
    value,
    goal: "none",
    ratio: "–",
    verdict: "",
  });
  const peak = peakRssMb(memory);
  return [
    noGoal("requests", String(all.requests)),
    zeroGoal(`errors (${all.timeouts} of them timeouts, 10 s)`, all.errors),
    zeroGoal("non-2xx answers", all.non2xx),
    noGoal("latency p50", `${ms(all.p50)} ms`),
    noGoal("latency p99", `${ms(all.p99)} ms`),
    noGoal(
      "throughput",
      `${all.requestsPerSecond.toFixed(1)} req/s, ${(all.bytesPerSecond / 1e6).toFixed(2)} MB/s`,
    ),
    noGoal(
      "server CPU per request",
      cpuMsPerRequest === undefined ? "–" : `${cpuMsPerRequest.toFixed(2)} ms`,
    ),
    noGoal(
      "RSS before the load → at the end",
      `${memory.firstMb.toFixed(0)} → ${memory.lastMb.toFixed(0)} MB`,
    ),
    {
      measure: `peak RSS (VmHWM; sampled every ${MEMORY_INTERVAL_MS} ms: ${memory.peakSampledMb.toFixed(0)} MB)`,
      value: `${peak.toFixed(0)} MB`,
      goal: `≤ ${GOAL_PEAK_RSS_MB} MB`,
      ratio: `${(peak / GOAL_PEAK_RSS_MB).toFixed(2)}×`,
      verdict: peak <= GOAL_PEAK_RSS_MB ? "pass" : "FAIL",
    },
  ];
}

/** Soaks a running production server; returns the number of goals missed. */
export async function runSoakBench(
  options: SoakBenchOptions & { server: ProductionServer },
): Promise<number> {
  const { server, seconds, connections } = options;
  const { baseUrl } = server;
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server has no process id");

  const stamp = Date.now();
  const cookies: string[] = [];
  for (let reader = 0; reader < READERS; reader++) {
    cookies.push(await signedInCookie(baseUrl, `soak-${stamp}-${reader}@example.com`));
  }
  const kinds = kindsOf("/", await articlePathOf(baseUrl), cookies);
  const cacheStates = await Promise.all(kinds.map((kind) => probe(baseUrl, kind.requests[0])));

  const memory = await watchMemory(pid, MEMORY_INTERVAL_MS);
  console.error(`• soak: ${WARMUP_SECONDS} s warm-up, then ${connections} connections for ${seconds} s`);
  // The warm-up's answers are discarded (JIT, caches); its memory counts, as it is load all the same.
  await runKinds(baseUrl, kinds, connections, WARMUP_SECONDS);
  const yardstickBefore = measureYardstick();
  const cpuBefore = await processCpuMs(pid);
  const results = await runKinds(baseUrl, kinds, connections, seconds);
  const cpuAfter = await processCpuMs(pid);
  const yardstickMs = (yardstickBefore + measureYardstick()) / 2;
  const report = await memory.stop();
  const stillRunning = isRunning(server.child);

  const all = totalsOf(results, seconds);
  const cpuMsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || all.requests === 0
      ? undefined
      : (cpuAfter - cpuBefore) / all.requests;
  const figures = figuresOf(all, report, cpuMsPerRequest);
  const speed = Math.min(1.5, YARDSTICK_QUIET_MS / yardstickMs);

  console.log();
  console.log(kindTable(results, all, connections));
  console.log();
  console.log(
    textTable(
      ["measure", "value", "goal", "ratio", "verdict"],
      figures.map((f) => [f.measure, f.value, f.goal, f.ratio, f.verdict]),
      [0, 1],
    ),
  );
  console.log(
    [
      `soak: ${connections} connections for ${seconds} s (after ${WARMUP_SECONDS} s of warm-up), split evenly over the four kinds, on ${options.databaseUrl ? "PostgreSQL" : "the embedded PGlite"}`,
      `${READERS} readers' session cookies in turn; x-cache before the run: ${kinds.map((k, i) => `${k.name} ${cacheStates[i]}`).join(", ")}`,
      `CPU yardstick ${yardstickMs.toFixed(3)} ms (quiet ${YARDSTICK_QUIET_MS} ms): p99 at quiet speed ${ms(all.p99 === undefined ? undefined : all.p99 * speed)} ms`,
      `goal: no errors and no non-2xx answers; the server's peak RSS ≤ ${GOAL_PEAK_RSS_MB} MB`,
    ].join("\n"),
  );

  let missed = figures.filter((f) => f.verdict === "FAIL").length;
  if (!stillRunning) {
    console.error(`✗ the server exited during the soak (${describeExit(server.child)}):`);
    console.error(server.output() || "(no output)");
    missed += 1;
  }
  for (const f of figures)
    if (f.verdict === "FAIL") console.error(`✗ soak: ${f.measure}: ${f.value}, goal ${f.goal}`);
  return missed;
}
