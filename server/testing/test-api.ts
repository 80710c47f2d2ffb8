import { createApiApp } from "#server/http/api-app.ts";
import { createLogger } from "#server/logger.ts";
import { seedSections } from "#server/site/sections.ts";
import { ensureDefaultSite } from "#server/site/site-config.ts";
import { createTestDatabase, type Engine } from "./test-database.ts";

/**
 * The API alone (no web build) over a fresh, migrated database with site 763 and the eight
 * sections, for API integration tests that do not need pages. Call `close()` in afterAll.
 */
export async function createTestApi(
  engine: Engine,
  options: { apiPrefix?: string; sharedListCacheMs?: number } = {},
) {
  const database = await createTestDatabase(engine);
  const log = createLogger("silent");
  await ensureDefaultSite(database.handle.db);
  await seedSections(database.handle.db);
  // Tests write and read back at once, so shared lists are not cached unless a test asks.
  const api = createApiApp({
    db: database.handle.db,
    apiPrefix: options.apiPrefix ?? "api/v3/",
    log,
    sharedListCacheMs: options.sharedListCacheMs ?? 0,
  });
  return { api, db: database.handle.db, close: () => database.drop() };
}
