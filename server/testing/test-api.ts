import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import type { Database } from "#server/db/client.ts";
import { createDomainServices, type DomainOptions, type DomainOverrides } from "#server/domain-services.ts";
import { createApiApp } from "#server/http/api/api-app.ts";
import type { ApiAppOptions } from "#server/http/api/api-app-options.ts";
import { createLogger } from "#server/logger.ts";
import { seedSections } from "#server/site/sections.ts";
import { ensureDefaultSite } from "#server/site/site-config.ts";
import { inProcessScoreBus } from "#server/sports/score-bus.ts";
import { createTestDatabase, type Engine } from "./test-database.ts";

export type TestApiAppOptions = Partial<Omit<ApiAppOptions, "db" | "domain">> & {
  /** The domain services' settings (server/domain-services.ts); an in-process score bus unless given. */
  domain?: Partial<Omit<DomainOptions, "siteId" | "log">>;
  /** Domain services to use instead of the ones made (a test's stand-in). */
  overrides?: DomainOverrides;
};

/**
 * The API app over a database, its domain services made by the root's own
 * `createDomainServices`: the one way tests get an API app without the whole server (the whole
 * app: test-app.ts, over `createServices`). Prefix `api/v3/`, a silent log and site 763 unless given.
 */
export function testApiApp(db: Database, options: TestApiAppOptions = {}) {
  const { domain: domainOptions, overrides, ...api } = options;
  const log = api.log ?? createLogger("silent");
  const siteId = api.siteId ?? DEFAULT_SITE_ID;
  const domain = createDomainServices(
    db,
    { ...domainOptions, siteId, log, scoreBus: domainOptions?.scoreBus ?? inProcessScoreBus() },
    overrides,
  );
  return createApiApp({ ...api, db, apiPrefix: api.apiPrefix ?? "api/v3/", log, siteId, domain });
}

/**
 * The API alone (no web build) over a fresh, migrated database with site 763 and the eight
 * sections, for API integration tests that do not need pages. Call `close()` in afterAll.
 */
export async function createTestApi(
  engine: Engine,
  options: { apiPrefix?: string; sharedListCacheMs?: number } = {},
) {
  const database = await createTestDatabase(engine);
  await ensureDefaultSite(database.handle.db);
  await seedSections(database.handle.db);
  // Tests write and read back at once, so shared lists are not cached unless a test asks.
  const api = testApiApp(database.handle.db, {
    apiPrefix: options.apiPrefix ?? "api/v3/",
    domain: { sharedListCacheMs: options.sharedListCacheMs ?? 0 },
  });
  return { api, db: database.handle.db, close: () => database.drop() };
}
