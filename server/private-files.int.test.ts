import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { announceToOperator } from "./operator/operator-file.ts";
import { createServices, type Services } from "./services.ts";

type Entry = { path: string; mode: number; directory: boolean };

function entriesUnder(dir: string): Entry[] {
  return readdirSync(dir).flatMap((name) => {
    const target = path.join(dir, name);
    const stat = lstatSync(target);
    const entry = {
      path: path.relative(dir, target),
      mode: stat.mode & 0o777,
      directory: stat.isDirectory(),
    };
    return stat.isDirectory()
      ? [entry, ...entriesUnder(target).map((e) => ({ ...e, path: path.join(entry.path, e.path) }))]
      : [entry];
  });
}

const octal = (mode: number) => `0${mode.toString(8)}`;

/**
 * decision 0053: the data directory is its user's only whatever the umask. Started as
 * `npm start` starts (services, then operator.json) with umask 0, on a directory an earlier,
 * looser run left behind (0777, a 0666 outbox message and operator.json).
 */
describe("the data directory's files", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "icaro-private-"));
  const umask = process.umask(0o000);
  let services: Services | undefined;
  afterAll(async () => {
    await services?.stop();
    process.umask(umask);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("are 0600 or tighter, and its directories 0700, after a start with umask 0", async () => {
    chmodSync(dataDir, 0o777);
    mkdirSync(path.join(dataDir, "outbox"), { mode: 0o777 });
    writeFileSync(path.join(dataDir, "outbox", "old.eml"), "reset link", { mode: 0o666 });
    writeFileSync(path.join(dataDir, "operator.json"), "{}", { mode: 0o666 });
    expect(lstatSync(path.join(dataDir, "operator.json")).mode & 0o777).toBe(0o666);

    const config = loadConfig({
      LOG_LEVEL: "silent",
      ICARO_DATA_DIR: dataDir,
      ICARO_DEMO: "off",
      ICARO_FEED_POLL_MINUTES: "0",
    });
    const log = createLogger("silent");
    services = await createServices(config, log);
    announceToOperator(config, 3000, services.operatorKey, log);
    // A sign-up's welcome message goes to the outbox (no SMTP_URL).
    await services.auth.service.signUp({
      email: "reader@example.com",
      password: "correct horse",
      locale: "en",
      client: { address: "192.0.2.1", kind: "session" },
    });

    const entries = entriesUnder(dataDir);
    expect(entries.filter((e) => e.path.startsWith("pglite")).length).toBeGreaterThan(100);
    expect(entries.filter((e) => e.path.startsWith("outbox") && !e.directory).length).toBe(2);
    expect(entries.some((e) => e.path === "operator.json")).toBe(true);
    expect(octal(lstatSync(dataDir).mode & 0o777)).toBe("0700");
    const loose = entries
      .filter((e) => (e.directory ? e.mode !== 0o700 : (e.mode & 0o077) !== 0))
      .map((e) => `${e.path} ${octal(e.mode)}`);
    expect(loose).toEqual([]);
  });
});
