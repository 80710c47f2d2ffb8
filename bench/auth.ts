// Accounts benchmark: `npx tsx bench/auth.ts [--connections 8] [--duration 10]`, also the `auth`
// section of `npm run bench`.
//
// Serves the API app with the accounts capability on a loopback port over an in-memory PGlite and
// measures sign-in (POST /api/v3/auth/sign_in: one argon2id verification at the chosen cost, a token
// written) and, for comparison, a token check (GET /api/v3/auth/validate_token: one indexed lookup).
// Also times one argon2id hash alone, the floor of a sign-in's latency.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from "#server/auth/passwords.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createApiApp } from "#server/http/api/api-app.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";
import { textTable } from "./text-table.ts";

const HOST = "127.0.0.1";
const WARMUP_SECONDS = 2;
const EMAIL = "bench@example.com";
const PASSWORD = "bench password 1";

export type AuthBenchOptions = { connections: number; duration: number };

export function parseAuthBenchOptions(argv: string[]): AuthBenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: { connections: { type: "string", default: "8" }, duration: { type: "string", default: "10" } },
  });
  return { connections: Number(values.connections), duration: Number(values.duration) };
}

/** Milliseconds per argon2id hash and per verification, one at a time (no contention). */
async function timeArgon2(rounds = 10) {
  const stored = await hashPassword(PASSWORD);
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await verifyPassword(stored, PASSWORD);
  return (performance.now() - start) / rounds;
}

/** Returns the number of failed targets (non-2xx answers or socket errors). */
export async function runAuthBench(options: AuthBenchOptions): Promise<number> {
  console.error("• auth: in-memory PGlite, API app with accounts");
  const log = createLogger("silent");
  // The accounts service as `npm start` makes it (server/services.ts), over an in-memory
  // database, with no demo data, live games or poller, and mail that goes nowhere.
  const config = loadConfig({
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://bench.test",
    ICARO_DEMO: "off",
    ICARO_SPORTS_SIMULATOR: "off",
    ICARO_FEED_POLL_MINUTES: "0",
  });
  const services = await createServices(config, log, {
    database: await openDatabase({ dataDir: "memory://" }),
    mailer: { send: async () => undefined },
  });
  const api = createApiApp({
    db: services.database.db,
    apiPrefix: "api/v3/",
    log,
    auth: services.auth,
    domain: services.domain,
  });
  const server = serve({ fetch: api.fetch, port: 0, hostname: HOST }) as Server;
  await once(server, "listening");
  const base = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  let failures = 0;
  try {
    const json = { "content-type": "application/json" };
    const signUp = await fetch(`${base}/api/v3/auth`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const creds = {
      "access-token": signUp.headers.get("access-token") ?? "",
      client: signUp.headers.get("client") ?? "",
      uid: signUp.headers.get("uid") ?? "",
    };
    const hashMs = await timeArgon2();
    const targets = [
      // First: the sign-ins below each add a client, and the eleventh drops this one.
      {
        name: "validate_token (GET)",
        options: { url: `${base}/api/v3/auth/validate_token`, headers: creds },
      },
      {
        name: "sign-in (POST auth/sign_in)",
        options: {
          url: `${base}/api/v3/auth/sign_in`,
          method: "POST" as const,
          headers: json,
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        },
      },
    ];
    const rows: string[][] = [];
    for (const target of targets) {
      console.error(`  ${target.name}: ${WARMUP_SECONDS} s warm-up, then ${options.duration} s`);
      await autocannon({ ...target.options, connections: options.connections, duration: WARMUP_SECONDS });
      const result = await autocannon({
        ...target.options,
        connections: options.connections,
        duration: options.duration,
      });
      if (result.non2xx > 0 || result.errors > 0) failures++;
      rows.push([
        target.name,
        result.requests.average.toFixed(1),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.non2xx),
        String(result.errors),
      ]);
    }
    const header = ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"];
    console.log();
    console.log("Accounts (auth)");
    console.log(
      `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}: ` +
        `${hashMs.toFixed(1)} ms per verification alone · ${options.connections} connections, ${options.duration} s · ` +
        `${os.cpus().length} cores, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}`,
    );
    console.log(textTable(header, rows));
  } finally {
    await services.stop(async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    });
    await services.database.close();
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runAuthBench(parseAuthBenchOptions(process.argv.slice(2))).then(
    (failures) => process.exit(failures > 0 ? 1 : 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
