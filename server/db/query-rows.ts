import type { SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * Runs a raw SQL query and returns its rows on both engines (PGlite and node-postgres both answer
 * `{ rows }`). Cast numbers in SQL (`::int`, `::float8`): node-postgres returns bigint and numeric
 * as strings. Takes the database or one of its transactions.
 */
export async function queryRows<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
