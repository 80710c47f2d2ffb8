import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makePrivate } from "#server/private-files.ts";
import { projectPath } from "#server/project-path.ts";
import { createCluster, needsCluster, PGLITE_CONF } from "./pglite-cluster.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import * as schema from "./schema.ts";

/** The one Drizzle type the services use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The databases opened on the embedded engine (PGlite). */
const EMBEDDED = new WeakSet<Database>();

/**
 * Whether `db` is the embedded PGlite: for the few queries whose best plan differs between
 * PostgreSQL compiled to WebAssembly on one connection and a PostgreSQL server (search's window).
 */
export function isEmbedded(db: Database): boolean {
  return EMBEDDED.has(db);
}

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = projectPath("server/db/migrations");

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite persisted under `dataDir`
 * (or in memory when `dataDir` is "memory://", for tests). PGlite allows one connection
 * per process: open it once and share the handle.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** With "memory://": start from this dump of a data directory (tests' migrated template). */
  loadDataDir?: Blob;
  /** Told when an idle pooled connection dies (a PostgreSQL restart or failover). */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client whose server connection ends emits on the pool; unhandled, that would crash
    // the process. The pool replaces the client on the next query, so this is only worth a log line.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === "memory://") {
    client = new PGlite({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    if (needsCluster(dir)) await createCluster(dir);
    client = new PGlite(dir, { postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  // PGlite writes a new cluster's files as 0666 whatever the umask: the data directory is made
  // its user's only here, where the server and the `icaro` command both open it (decision 0053).
  if (options.dataDir !== "memory://") makePrivate(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  EMBEDDED.add(db);
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
