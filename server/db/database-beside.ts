import pg from "pg";

/**
 * An empty PostgreSQL database on the server of `adminUrl` (whose user may create databases), and
 * how to drop it: for the tests' databases and the benchmarks' fresh starts on PostgreSQL.
 */
export async function createDatabaseBeside(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `icaro_scratch_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
