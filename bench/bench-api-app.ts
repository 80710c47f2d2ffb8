import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import type { Database } from "#server/db/client.ts";
import { createDomainServices } from "#server/domain-services.ts";
import { createApiApp } from "#server/http/api/api-app.ts";
import type { ApiAppOptions } from "#server/http/api/api-app-options.ts";
import { createLogger } from "#server/logger.ts";
import { inProcessScoreBus, type ScoreBus } from "#server/sports/score-bus.ts";

/**
 * The API app a benchmark measures: the root's domain services (server/domain-services.ts) over the
 * benchmark's own database, silent, under api/v3/. Benchmarks may not use the tests' helpers
 * (server/testing), so this is theirs; `scoreBus` is the bus being measured, `operator` the
 * operator endpoints when a benchmark drives them.
 */
export function benchApiApp(
  db: Database,
  options: { scoreBus?: ScoreBus; operator?: ApiAppOptions["operator"] } = {},
) {
  const log = createLogger("silent");
  const domain = createDomainServices(db, {
    siteId: DEFAULT_SITE_ID,
    log,
    scoreBus: options.scoreBus ?? inProcessScoreBus(),
  });
  return createApiApp({ db, apiPrefix: "api/v3/", log, domain, operator: options.operator });
}
