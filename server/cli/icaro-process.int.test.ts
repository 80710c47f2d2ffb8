import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_UMASK } from "#server/private-files.ts";
import { icaroProcess, npmRunIcaro, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";

// The other CLI tests run the command in this process (runIcaro); these start it as the operator
// does, for what only a process of its own shows (docs/decisions/0096-icaro-command-in-process-for-tests.md).
// A second or so each on a busy machine, plus PGlite's start.
const dirs = tempDirs("icaro-process-");
afterAll(dirs.removeAll);

/** Entries under `dir` (itself included) that group or others may use. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = statSync(target);
    if ((stat.mode & PRIVATE_UMASK) !== 0) found.push(target);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
  };
  walk(dir);
  return found;
}

describe("the icaro process", { timeout: 180_000 }, () => {
  it("exits with the command's code, after opening PGlite, with the data directory its user's only", async () => {
    const dataDir = dirs.make();
    // The migrated template, written with this process's umask: making a cluster is the first
    // in-process `icaro` of server/cli.int.test.ts, and its subject is not the process (0070).
    await seedDataDir(dataDir);
    // PGlite's worker and the database are left to process.exit: the process must still end.
    const migrated = await icaroProcess(dataDir, "migrate");
    expect(migrated).toEqual({ code: 0, stdout: "migrations applied (pglite)\n", stderr: "" });
    expect(notPrivate(dataDir)).toEqual([]);

    const usage = await icaroProcess(dataDir, "ingest", "feed.rss");
    expect(usage).toEqual({
      code: 2,
      stdout: "",
      stderr: "error: --publisher <name> is required\nrun `icaro --help` for the commands\n",
    });
  });

  it("runs through `npm run icaro`", async () => {
    const result = await npmRunIcaro(dirs.make(), "--help");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^usage: icaro <command> \[options\]\n/);
    expect(result.stderr).toBe("");
  });
});

describe("the icaro process while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ close } = await startOwningServer(dataDir));
  });
  afterAll(() => close());

  it("ends although its connection to the server stays open", async () => {
    // The server keeps the loopback connection alive after answering; the command exits anyway.
    const result = await icaroProcess(dataDir, "feeds", "list");
    expect(result).toEqual({ code: 0, stdout: "no feeds\n", stderr: "" });
    const failed = await icaroProcess(dataDir, "feeds", "remove", "9");
    expect(failed).toEqual({ code: 1, stdout: "", stderr: "error: No feed with id or URL 9\n" });
  });
});
