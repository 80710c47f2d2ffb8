import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("PostgreSQL connection pool", () => {
  it("survives a connection the server ends, reporting it instead of crashing", async () => {
    const errors: Error[] = [];
    const handle = await openDatabase({
      url: adminUrl,
      dataDir: "unused",
      onConnectionError: (error) => errors.push(error),
    });
    try {
      const result = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const [{ pid }] = result.rows;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      await handle.ping();
    } finally {
      await handle.close();
    }
  });
});
