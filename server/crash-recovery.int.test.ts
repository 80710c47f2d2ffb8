import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, serve, waitForHealth } from "#server/testing/server-process.ts";
import { createPostgresDatabase, ENGINES, type Engine } from "#server/testing/test-database.ts";

/*
 * faults: the production server killed with SIGKILL while acknowledged writes are in
 * flight loses none of them, and starts again on the same data. A write is a sign-up: a 200 means
 * the account is committed. Every acknowledged e-mail must sign in after the restart, so an answer
 * sent before its transaction is durable (or a PGlite that does not flush what it acknowledged)
 * fails here; a server that cannot reopen its data after kill -9 (a stale lock) fails at start-up.
 */

const WRITES = 50;
/** Kill after this many acknowledgements, so some writes are done and others still in flight. */
const KILL_AFTER = 10;
const PASSWORD = "correct horse";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The server's database: a PGlite data directory, or a fresh PostgreSQL database. */
async function databaseEnv(engine: Engine): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "icaro-crash-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (engine === "pglite") return { ICARO_DATA_DIR: dataDir, DATABASE_URL: "" };
  const database = await createPostgresDatabase();
  cleanups.push(database.drop);
  return { ICARO_DATA_DIR: dataDir, DATABASE_URL: database.url };
}

const post = (url: string, body: unknown, address: string) =>
  fetch(url, {
    method: "POST",
    // Each sign-up from its own address, so the per-address sign-up limit refuses none.
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

describe.each(ENGINES)("the production server killed mid-write on %s", (engine) => {
  it("keeps every acknowledged sign-up and starts again healthy", async () => {
    const env = {
      ...(await databaseEnv(engine)),
      PORT: String(await freePort()),
      ICARO_DEMO: "off",
      ICARO_TRUST_PROXY: "on",
      LOG_LEVEL: "warn",
    };
    const url = `http://127.0.0.1:${env.PORT}`;

    const first = serve(env);
    await waitForHealth(url, first);
    const acknowledged: string[] = [];
    const writes = Array.from({ length: WRITES }, async (_, i) => {
      const email = `crash-${i}@example.com`;
      const body = { email, password: PASSWORD, password_confirmation: PASSWORD };
      const response = await post(`${url}/api/v3/auth`, body, `10.1.0.${i + 1}`);
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
      acknowledged.push(email);
      if (acknowledged.length === KILL_AFTER) first.child.kill("SIGKILL");
    });
    const outcomes = await Promise.allSettled(writes);
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    // Writes were in flight when it died: they failed with a dropped connection, not an answer.
    const failures = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(String(failure.reason)).toMatch(/fetch failed/);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = serve(env);
    await waitForHealth(url, second);
    const signIns = await Promise.all(
      acknowledged.map(async (email, i) => {
        const response = await post(
          `${url}/api/v3/auth/sign_in`,
          { email, password: PASSWORD },
          `10.2.0.${i + 1}`,
        );
        return [email, response.status] as const;
      }),
    );
    expect(signIns.filter(([, status]) => status !== 200)).toEqual([]);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
  });
});
