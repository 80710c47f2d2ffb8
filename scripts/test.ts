// `npm test`: typecheck, lint, build, unit, integration, budgets and end-to-end, then one line
// "N passed, N failed" summed over every runner (CI reads only that line).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.ts";

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
/** Errors Vitest caught outside any test, reprinted beside the summary (CI shows only the end). */
const unhandled: string[] = [];
/** Written by vitest.config.ts's onUnhandledError. */
const UNHANDLED_ERRORS_FILE = "test-results/unhandled-errors.txt";
/** Vitest's own worker-to-runner message timing out on a loaded machine: no test's error. */
const VITEST_RPC_TIMEOUT = /\[vitest-worker\]: Timeout calling/;
/** Each step's wall time, printed at the end so the slowest runner is the one cut first. */
const timings: { step: string; seconds: number }[] = [];
const suiteStart = performance.now();

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const step = `${command} ${args.join(" ")}`;
  console.log(`\n▶ ${step}`);
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push({
    step: args.includes("--project") ? `vitest ${args[args.indexOf("--project") + 1]}` : step,
    seconds: (performance.now() - start) / 1000,
  });
  return result.status === 0;
}

/** A step that is one check (typecheck, lint, build, budgets). */
function check(name: string, command: string, args: string[]): boolean {
  const ok = run(command, args);
  if (ok) total.passed += 1;
  else {
    total.failed += 1;
    failedSteps.push(name);
  }
  return ok;
}

/**
 * The checks that need no built app, side by side: typecheck and build each keep one core busy for
 * ~20 s, lint and the dependency rules take seconds. Each one's output is printed whole when it
 * ends, so a failure reads as it would alone.
 */
async function checksTogether(checks: { name: string; command: string; args: string[] }[]) {
  const results = await Promise.all(
    checks.map(
      ({ name, command, args }) =>
        new Promise<{ name: string; ok: boolean }>((resolve) => {
          const start = performance.now();
          const child = spawn(command, args, { env: process.env });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (code) => {
            const seconds = (performance.now() - start) / 1000;
            timings.push({ step: `${command} ${args.join(" ")}`, seconds });
            console.log(
              `\n▶ ${command} ${args.join(" ")} (${seconds.toFixed(1)} s, beside the other checks)`,
            );
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ok: code === 0 });
          });
        }),
    ),
  );
  for (const { name, ok } of results) {
    if (ok) total.passed += 1;
    else {
      total.failed += 1;
      failedSteps.push(name);
    }
  }
  return Object.fromEntries(results.map(({ name, ok }) => [name, ok]));
}

function readJson(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/**
 * Vitest projects run together (`name` and the projects named after it, e.g. unit and
 * unit-isolated), counted from their JSON report; a file that fails to load counts as failed.
 */
function vitest(project: string) {
  const report = `test-results/${project}.json`;
  rmSync(report, { force: true });
  rmSync(UNHANDLED_ERRORS_FILE, { force: true });
  const ok = run("npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--project",
    `${project}-*`,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        numFailedTestSuites: number;
      }
    | undefined;
  if (!json) {
    total.failed += 1;
    failedSteps.push(`${project} (no report)`);
    return;
  }
  total.passed += json.numPassedTests;
  total.failed += json.numFailedTests + (json.numFailedTests === 0 ? json.numFailedTestSuites : 0);
  total.skipped += json.numPendingTests + json.numTodoTests;
  const errors = existsSync(UNHANDLED_ERRORS_FILE)
    ? readFileSync(UNHANDLED_ERRORS_FILE, "utf8").split("\n---\n").filter(Boolean)
    : [];
  for (const error of errors) unhandled.push(`${project}: ${error}`);
  // Every test passed and the only errors were Vitest's own worker messages timing out (a known
  // Vitest fault under load, vitest-dev/vitest#6479): reported above, not a failed step.
  const onlyRunnerTimeouts =
    errors.length > 0 &&
    errors.every((error) => VITEST_RPC_TIMEOUT.test(error)) &&
    json.numFailedTests === 0 &&
    json.numFailedTestSuites === 0;
  if (!ok && !onlyRunnerTimeouts) failedSteps.push(project);
}

/** Playwright in Chromium, counted from its JSON report. */
async function endToEnd() {
  const executable = await ensureChromium();
  const report = "test-results/e2e.json";
  rmSync(report, { force: true });
  const ok = run("npx", ["playwright", "test"], { CHROMIUM_PATH: executable });
  const json = readJson(report) as
    | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    | undefined;
  if (!json) {
    total.failed += 1;
    failedSteps.push("e2e (no report)");
    return;
  }
  total.passed += json.stats.expected;
  total.failed += json.stats.unexpected + json.stats.flaky;
  total.skipped += json.stats.skipped;
  if (!ok) failedSteps.push("e2e");
}

mkdirSync("test-results", { recursive: true });
const checks = await checksTogether([
  { name: "typecheck", command: "npm", args: ["run", "typecheck", "--silent"] },
  { name: "lint", command: "npx", args: ["biome", "check", "."] },
  { name: "dependencies", command: "npm", args: ["run", "deps", "--silent"] },
  { name: "build", command: "npm", args: ["run", "build", "--silent"] },
]);
const built = checks.build;
vitest("unit");
if (built) {
  vitest("integration");
  check("budgets", "npx", ["tsx", "scripts/check-budgets.ts"]);
  await endToEnd();
}

console.log("");
for (const { step, seconds } of timings) console.log(`${seconds.toFixed(1).padStart(7)} s  ${step}`);
console.log(`${((performance.now() - suiteStart) / 1000).toFixed(1).padStart(7)} s  in all`);
console.log("");
if (unhandled.length > 0) {
  console.log(`Unhandled errors outside the tests (${unhandled.length}):`);
  for (const error of unhandled) console.log(error.split("\n").slice(0, 12).join("\n"));
  console.log("");
}
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(", ")}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 || failedSteps.length > 0 ? 1 : 0);
