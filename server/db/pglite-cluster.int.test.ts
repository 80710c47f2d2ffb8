import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { createCluster, needsCluster } from "./pglite-cluster.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "icaro-cluster-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("creates the cluster in a child process, with the small buffer pool, for the server to open", async () => {
  const dataDir = path.join(root, "data");
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  expect(needsCluster(dir)).toBe(true);
  const externalBefore = process.memoryUsage().external;
  await createCluster(dir);
  // initdb's WASM memory (~660 MB when it ran in the server) was the child's, not this process's.
  expect(process.memoryUsage().external - externalBefore).toBeLessThan(64 * 1024 * 1024);
  expect(needsCluster(dir)).toBe(false);
  expect(readFileSync(path.join(dir, "postgresql.conf"), "utf8")).toMatch(/^shared_buffers=16MB$/m);

  const database = await openDatabase({ dataDir });
  try {
    const result = (await database.db.execute(
      sql`select current_setting('shared_buffers') as setting`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ setting: "16MB" }]);
  } finally {
    await database.close();
  }
});

it("says which directory it could not create the cluster in", async () => {
  const file = path.join(root, "a-file");
  writeFileSync(file, "not a directory");
  await expect(createCluster(path.join(file, "pglite"))).rejects.toThrow(/creating the database in .*a-file/);
});
