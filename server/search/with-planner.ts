import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/** Runs queries with planner settings of this transaction only (none: no transaction). */
export async function withPlanner<T>(
  db: Database,
  settings: Record<string, string>,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  const entries = Object.entries(settings);
  if (entries.length === 0) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${sql.join(
        entries.map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return run(tx as unknown as Database);
  });
}
