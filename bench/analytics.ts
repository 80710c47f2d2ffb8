// First-party analytics benchmark (docs/decisions/0078-first-party-analytics.md): `npx tsx bench/analytics.ts [--rate 2000]
// [--duration 15] [--connections 32]`.
//
// Starts the production server (bench/production-server.ts; on PostgreSQL when DATABASE_URL is set) and sends `GET /tagger/analytics` at
// a sustained rate with autocannon, each request from another reader (PSID) behind another address
// (X-Forwarded-For under ICARO_TRUST_PROXY=on), so the per-reader limit is not what is measured.
// Target: ≥ 2,000 events a second with p99 ≤ 20 ms, the server's (its latency histogram, bench/server-latency.ts);
// the client's percentiles are printed beside it. The report then asks the server (operator
// endpoint) how many page views it stored: every 204 must be a row, written in batches. The CPU
// yardstick (bench/cpu-yardstick.ts) measured around the run says how busy this shared machine was.
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { measureYardstick, YARDSTICK_QUIET_MS } from "./cpu-yardstick.ts";
import { processCpuMs } from "./process-cpu.ts";
import { startProductionServer } from "./production-server.ts";
import { quantileMs, readBuckets, shareWithinMs } from "./server-latency.ts";
import { textTable } from "./text-table.ts";

export const RATE_TARGET = 2000;
export const P99_TARGET_MS = 20;
const KEY = "analytics-bench-operator-key";
const READERS = 20_000;
const ADDRESSES = 4_000;

function option(values: Record<string, unknown>, name: string, fallback: number): number {
  const value = values[name] === undefined ? fallback : Number(values[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** One page view of reader n: a story page, a mobile browser, a referrer, data-less now and then. */
function pageView(n: number): string {
  const query = new URLSearchParams({
    page: `story-${n % 200}`,
    page_name: "article",
    full_path: `/p/news_stories/web/${1 + (n % 200)}?utm_campaign=bench`,
    user_agent: n % 3 ? "Mozilla/5.0 (Linux; Android 14) Mobile" : "Mozilla/5.0 (X11; Linux x86_64)",
    browser: "Chrome 120",
    site_id: "763",
    is_mobile: n % 3 ? "true" : "false",
    logged_in: "false",
    referrer: n % 2 ? "https://www.google.com/" : "",
    psid: `bench-reader-${n % READERS}`,
    no_data: n % 10 === 0 ? "true" : "false",
  });
  return `/tagger/analytics?${query}`;
}

/**
 * With DATABASE_URL, a fresh database of the bench's own next to it (`icaro_bench_analytics`,
 * dropped and made again): never DATABASE_URL's own database.
 */
async function benchDatabase(adminUrl: string): Promise<string> {
  const name = "icaro_bench_analytics";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runAnalyticsBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, strict: false, options: {} });
  const rate = option(values, "rate", RATE_TARGET);
  const duration = option(values, "duration", 15);
  const connections = option(values, "connections", 32);
  const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
  const server = await startProductionServer({
    ...(engine === "postgres"
      ? { DATABASE_URL: await benchDatabase(process.env.DATABASE_URL as string) }
      : {}),
    ICARO_TRUST_PROXY: "on",
    ICARO_OPERATOR_KEY: KEY,
    ICARO_SPORTS_SIMULATOR: "off",
    ICARO_FEED_POLL_MINUTES: "0",
  });
  try {
    const yardstickBefore = measureYardstick();
    let n = 0;
    const request = {
      method: "GET" as const,
      setupRequest: (req: autocannon.Request) => {
        n += 1;
        return {
          ...req,
          path: pageView(n),
          headers: { "x-forwarded-for": `10.${(n % ADDRESSES) >> 8}.${n % 256}.${1 + (n % 7)}` },
        };
      },
    };
    console.error(`• warm-up 2 s, then ${duration} s at ${rate} events/s over ${connections} connections`);
    const started = new Date();
    const warmUp = await autocannon({
      url: server.baseUrl,
      connections,
      duration: 2,
      overallRate: rate,
      requests: [request],
    });
    const cpuBefore = await processCpuMs(server.child.pid);
    const bucketsBefore = await readBuckets(server.baseUrl, KEY, "beacon");
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration,
      overallRate: rate,
      requests: [request],
    });
    const cpuAfter = await processCpuMs(server.child.pid);
    const bucketsAfter = await readBuckets(server.baseUrl, KEY, "beacon");
    const serverP50 = quantileMs(bucketsBefore, bucketsAfter, 0.5);
    const serverP99 = quantileMs(bucketsBefore, bucketsAfter, 0.99);
    const withinTarget = shareWithinMs(bucketsBefore, bucketsAfter, P99_TARGET_MS);
    const yardstick = (yardstickBefore + measureYardstick()) / 2;
    // The server's own CPU per event: what the busy machine's wall-clock figures hide.
    const cpuPerEvent =
      cpuBefore === undefined || cpuAfter === undefined || result["2xx"] === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result["2xx"];
    // Every accepted event must be stored: the report (which writes the buffer first) counts them.
    const report = await fetch(
      `${server.baseUrl}/api/operator/analytics/report?from=${encodeURIComponent(new Date(started.getTime() - 60_000).toISOString())}`,
      { method: "POST", headers: { authorization: `Bearer ${KEY}` } },
    );
    const stored = report.ok ? ((await report.json()) as { page_views: number }).page_views : -1;
    // The warm-up's events are stored too.
    const accepted = warmUp["2xx"] + result["2xx"];
    const perSecond = result.requests.average;
    const rows = [
      [
        "events/s",
        perSecond.toFixed(0),
        `≥ ${rate}`,
        (perSecond / rate).toFixed(2),
        perSecond >= rate * 0.97 ? "pass" : "FAIL",
      ],
      // The target is the server's: from a request's arrival to its response (its histogram).
      ["server p50 ms", serverP50 === undefined ? "?" : serverP50.toFixed(1), "", "", ""],
      [
        "server p99 ms",
        serverP99 === undefined ? "?" : serverP99.toFixed(1),
        `≤ ${P99_TARGET_MS}`,
        serverP99 === undefined ? "" : (serverP99 / P99_TARGET_MS).toFixed(2),
        serverP99 !== undefined && serverP99 <= P99_TARGET_MS ? "pass" : "FAIL",
      ],
      [
        `  within ${P99_TARGET_MS} ms`,
        withinTarget === undefined ? "?" : `${(withinTarget * 100).toFixed(2)} %`,
        "",
        "",
        "",
      ],
      // What autocannon saw, its own waits included: it runs on the same two cores as the server.
      ["client p50 ms", String(result.latency.p50), "", "", ""],
      ["client p99 ms", String(result.latency.p99), "", "", ""],
      [
        "non-2xx + errors",
        String(result.non2xx + result.errors),
        "0",
        "",
        result.non2xx + result.errors === 0 ? "pass" : "FAIL",
      ],
      [
        "server CPU ms/event",
        cpuPerEvent === undefined ? "?" : cpuPerEvent.toFixed(3),
        `≤ ${(1000 / rate).toFixed(3)}`,
        cpuPerEvent === undefined ? "" : (cpuPerEvent / (1000 / rate)).toFixed(2),
        "",
      ],
      [
        "  at quiet speed",
        cpuPerEvent === undefined ? "?" : ((cpuPerEvent * YARDSTICK_QUIET_MS) / yardstick).toFixed(3),
        "",
        "",
        "",
      ],
      // What one core of the server could take at this CPU cost: above the rate the client reached,
      // the client (sharing the cores) is what held the rate back.
      ["  server capacity/s", cpuPerEvent === undefined ? "?" : (1000 / cpuPerEvent).toFixed(0), "", "", ""],
      ["stored / accepted", `${stored} / ${accepted}`, "all", "", stored >= accepted ? "pass" : "FAIL"],
    ];
    console.log();
    console.log(`First-party analytics: GET /tagger/analytics on the production server (${engine})`);
    console.log(textTable(["measure", "value", "target", "ratio", "result"], rows, [0, 2, 4]));
    const cpus = os.cpus();
    console.log(
      `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version} · load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(
          " ",
        )} · CPU yardstick ${yardstick.toFixed(3)} ms (quiet machine ${YARDSTICK_QUIET_MS} ms: ${(yardstick / YARDSTICK_QUIET_MS).toFixed(2)}× slower) · ${new Date().toISOString()}`,
    );
    return rows.filter((row) => row[4] === "FAIL").length;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let exitCode = 1;
  try {
    exitCode = (await runAnalyticsBench(process.argv.slice(2))) > 0 ? 1 : 0;
  } catch (error) {
    console.error(`analytics bench failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(exitCode);
}
