import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { createDatabaseBeside } from "#server/db/database-beside.ts";
import { readTemplate } from "./pglite-template.ts";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = { handle: DatabaseHandle; url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (a copy of the migrated
 * template when the suite made one, server/testing/pglite-template.ts), or a new PostgreSQL
 * database created next to TEST_DATABASE_URL's and dropped afterwards.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://", loadDataDir: readTemplate() });
    // Nothing to apply on a current template; still run, so a stale one cannot hide a migration.
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: "unused" });
  await handle.migrate();
  return {
    handle,
    url: database.url,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** An empty PostgreSQL database created next to TEST_DATABASE_URL's, and how to drop it. */
export function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  return createDatabaseBeside(adminUrl);
}
