import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The embedded engine's settings. PostgreSQL's default 128 MB buffer pool is sized for a server
 * shared by many backends; PGlite is one backend inside our process, its WASM memory never
 * shrinks, and the operating system's page cache already holds the files it reads (the soak
 * bench, docs/decisions/0058-server-memory-under-load.md: the buffer pool alone was ~70 MB of the server's resident memory).
 */
export const PGLITE_CONF = ["shared_buffers=16MB"];

/** Creates the cluster in a child process, as PostgreSQL's own `initdb` is a separate program. */
const INITDB_SCRIPT = `
const [dir, moduleUrl, conf] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = new PGlite(dir, { postgresqlconf: JSON.parse(conf) });
await db.waitReady;
await db.close();
`;

/** True when `dir` holds no PostgreSQL cluster yet (initdb writes PG_VERSION last of its files). */
export function needsCluster(dir: string): boolean {
  return !existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * Runs PGlite's initdb for `dir` in a short-lived child process. In-process, initdb grows the
 * WASM memory to ~660 MB, which the server would then keep for its whole life (WebAssembly
 * memory cannot be returned); in a child it is the child's, and gone when it exits.
 */
export async function createCluster(dir: string): Promise<void> {
  const moduleUrl = import.meta.resolve("@electric-sql/pglite");
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--input-type=module", "-e", INITDB_SCRIPT, dir, moduleUrl, JSON.stringify(PGLITE_CONF)],
      { maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) =>
        error
          ? reject(new Error(`creating the database in ${dir} failed: ${stderr || error.message}`))
          : resolve(),
    );
  });
}
