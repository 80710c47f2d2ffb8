import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "#server/http/api/openapi.ts";
import { createFuzzApi } from "#server/testing/fuzz/fuzz-api.ts";
import { fuzzOperations } from "#server/testing/fuzz/fuzz-requests.ts";
import { describeFailures, runFuzz } from "#server/testing/fuzz/run-fuzz.ts";
import { ENGINES } from "#server/testing/test-database.ts";

/*
 * every documented operation fuzzed with hostile values (server/testing/fuzz/,
 * decision 0051) answers under 500, and the server still answers afterwards. FUZZ_SECONDS is the
 * whole budget, shared by the engines; `npm run fuzz -- --minutes N` runs the same for longer.
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 45) / ENGINES.length;

describe.each(ENGINES)("the API under fuzz on %s", (engine) => {
  let fuzz: Awaited<ReturnType<typeof createFuzzApi>>;

  beforeAll(async () => {
    fuzz = await createFuzzApi(engine);
  });
  afterAll(() => fuzz.close());

  it(
    "answers every hostile request under 500 and stays healthy",
    async () => {
      const operations = fuzzOperations(openApiDocument(fuzz.apiPrefix));
      const report = await runFuzz({
        fetch: (request) => fuzz.api.fetch(request),
        operations,
        operatorKey: fuzz.operatorKey,
        seconds: SECONDS,
      });
      console.log(
        `fuzz on ${engine}: ${report.requests} requests over ${operations.length} operations`,
        report.classes,
      );
      for (const op of operations)
        expect(report.perOperation[op.operationId], op.operationId).toBeGreaterThan(0);
      expect(report.failures, `${report.failures.length} 5xx:\n${describeFailures(report.failures)}`).toEqual(
        [],
      );
      const health = await fuzz.api.request("/api/v3/site/sections");
      expect(health.status).toBe(200);
      const feed = await fuzz.api.request("/api/v3/feed?per=1");
      expect(feed.status).toBe(200);
    },
    SECONDS * 1000 + 60_000,
  );
});
