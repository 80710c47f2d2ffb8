// Standings API benchmark: `npx tsx bench/standings-api.ts [--connections 4] [--duration 5]`.
//
// Imports the four bundled seasons (demo/data/football) into an in-memory PGlite, serves the API app
// alone on a loopback port and measures with autocannon: the leagues list, a table served from the
// per-season cache, and the followed-leagues tables (four leagues per request). The cold path — a
// table computed after `invalidateStandings`, as after every live update — is timed in process,
// one computation at a time. Prints p50/p99 in ms and req/s.
import { once } from "node:events";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { openDatabase } from "#server/db/client.ts";
import { projectPath } from "#server/project-path.ts";
import { PUBLISHED_TABLES } from "#server/sports/fixtures/published-tables.ts";
import { importSeason } from "#server/sports/import-season.ts";
import { invalidateStandings } from "#server/sports/standings-cache.ts";
import { leagueStandings } from "#server/sports/standings-queries.ts";
import { benchApiApp } from "./bench-api-app.ts";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "4" }, duration: { type: "string", default: "5" } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const handle = await openDatabase({ dataDir: "memory://" });
await handle.migrate();
const leagueIds: number[] = [];
for (const table of PUBLISHED_TABLES) {
  const document = JSON.parse(readFileSync(projectPath(`demo/data/football/${table.file}`), "utf8"));
  const result = await importSeason(handle.db, document, {
    league: table.league,
    season: table.season,
    rules: table.preset,
    timezone: table.timezone,
  });
  leagueIds.push(result.league.id);
}

const api = benchApiApp(handle.db);
const server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
await once(server, "listening");
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;

type Row = { name: string; p50: number; p99: number; rps: number; non2xx: number };
const rows: Row[] = [];

async function measure(name: string, request: { url: string; method?: "GET" | "POST"; body?: string }) {
  const options = {
    url: request.url,
    method: request.method ?? "GET",
    body: request.body,
    headers: request.body ? { "content-type": "application/json" } : undefined,
    connections,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, duration });
  rows.push({
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx,
  });
}

await measure("GET leagues", { url: `${base}/leagues` });
await measure("GET leagues/{id}/standings (cached)", { url: `${base}/leagues/${leagueIds[0]}/standings` });
await measure("POST profiles/follows/related_leagues (4 tables)", {
  url: `${base}/profiles/follows/related_leagues`,
  method: "POST",
  body: JSON.stringify({ profiles: leagueIds.map((id) => ({ id, context: "leagues" })) }),
});

// The cold path: every computation after an invalidation (380 matches, two queries, the sort).
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  invalidateStandings();
  const start = performance.now();
  await leagueStandings(handle.db, leagueIds[i % leagueIds.length]);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * 10) / 10;
rows.push({
  name: "a table computed after invalidateStandings (in process)",
  p50: percentile(0.5),
  p99: percentile(0.99),
  rps: Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
  non2xx: 0,
});

console.log(
  `standings API, PGlite in memory, 4 seasons (1,446 matches), ${connections} connections, ${duration} s`,
);
console.table(rows);
server.close();
await handle.close();
process.exit(0);
