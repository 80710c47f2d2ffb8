// `npm run fuzz -- --minutes N [--seed S] [--engine pglite|postgres]`: the fuzzer of `npm test`
// (server/http/api/api-fuzz.int.test.ts) for longer, against the same in-process API on a fresh
// database; exits 1 when any request got a 5xx (decision 0051).
import { parseArgs } from "node:util";
import { openApiDocument } from "#server/http/api/openapi.ts";
import { createFuzzApi } from "./fuzz-api.ts";
import { fuzzOperations } from "./fuzz-requests.ts";
import { describeFailures, FUZZ_SEED, runFuzz } from "./run-fuzz.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "5" },
    seed: { type: "string", default: String(FUZZ_SEED) },
    engine: { type: "string", default: "pglite" },
  },
});
const minutes = Number(values.minutes);
const seed = Number(values.seed);
const engine = values.engine;
if (!(minutes > 0) || !Number.isInteger(seed) || (engine !== "pglite" && engine !== "postgres")) {
  console.error("usage: npm run fuzz -- --minutes N [--seed S] [--engine pglite|postgres]");
  process.exit(2);
}

const fuzz = await createFuzzApi(engine);
const operations = fuzzOperations(openApiDocument(fuzz.apiPrefix));
console.log(`Fuzzing ${operations.length} operations for ${minutes} min on ${engine}, seed ${seed}`);
const started = performance.now();
const report = await runFuzz({
  fetch: (request) => fuzz.api.fetch(request),
  operations,
  operatorKey: fuzz.operatorKey,
  seconds: minutes * 60,
  seed,
  onOperation: (op, requests) => console.log(`  ${String(requests).padStart(7)}  ${op.method} ${op.path}`),
});
const health = await fuzz.api.request("/api/v3/site/sections");
await fuzz.close();

const seconds = (performance.now() - started) / 1000;
const classes = Object.entries(report.classes)
  .sort()
  .map(([name, count]) => `${count} ${name}`)
  .join(", ");
console.log(`\n${report.requests} requests in ${seconds.toFixed(0)} s: ${classes}`);
console.log(`healthy afterwards: ${health.status === 200 ? "yes" : `no (${health.status})`}`);
if (report.failures.length > 0) {
  console.log(`\n${report.failures.length} 5xx:\n${describeFailures(report.failures)}`);
}
process.exit(report.failures.length > 0 || health.status !== 200 ? 1 : 0);
