import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { staleBuildReason } from "./scripts/build-freshness.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/ensure-chromium.ts";
import { SERVER_NODE_FLAGS } from "./scripts/server-node-flags.ts";

// End-to-end tests against the production server (`node scripts/serve.js`) and Debian's Chromium.
// The build is made beforehand (`npm run build`); Playwright only starts the server.

const root = path.dirname(fileURLToPath(import.meta.url));

// The tests must drive the pages that ship: refuse a missing or stale build with the command to run.
const staleBuild = staleBuildReason(root);
if (staleBuild) {
  throw new Error(
    `The production build is not current (${staleBuild}): run \`npm run build\` before the end-to-end tests.`,
  );
}

const port = Number(process.env.E2E_PORT || 3999);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh PGlite folder for every run. This file is also loaded by each worker process; workers
// inherit the runner's environment, so only the runner (where the variable is not set yet) picks
// and creates the folder, and tests/e2e/global-teardown.ts removes it.
if (!process.env.ICARO_E2E_DATA_DIR) {
  const dir = path.join(root, ".tmp", `e2e-data-${Date.now()}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.ICARO_E2E_DATA_DIR = dir;
}
const dataDir = process.env.ICARO_E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // Generous waits: CI is a busy two-core machine where a client-side navigation that loads a
  // route module, its data and another locale's catalog can take several seconds. Assertions
  // still wait for a state, so a slow pass is not a failure and a real failure still fails.
  // 20 s per assertion and 60 s per test: in fresh-clone runs at a load average of 8–10 (35 minutes
  // instead of 21), client navigations (a live match from the score strip, a TV gallery) outlasted
  // 10 s, and the TV player's whole chain 45 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/artifacts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    // Readers in the tests have answered the cookie banner (rejected all), so it covers nothing;
    // the consent tests start from an empty state of their own (tests/e2e/consent.spec.ts).
    storageState: {
      cookies: [
        {
          name: "icaro_consent",
          value: "v1.a0.d0",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    // Pages register the service worker once idle (decision 0082). A worker answers the page's
    // requests itself, out of reach of page.route(), which many tests use: only the specs about
    // the worker allow it (push-alerts, offline).
    serviceWorkers: "block",
    // Recording a trace costs a third of the suite's CPU (menu.spec.ts: 71 CPU-seconds with
    // "retain-on-failure", 50 without), paid by every passing test. A failure keeps its screenshot;
    // E2E_TRACE=retain-on-failure (or on) records traces when a failure needs one.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: ["node", ...SERVER_NODE_FLAGS, "scripts/serve.js"].join(" "),
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ICARO_DATA_DIR: dataDir,
      ICARO_DEMO: "on",
      ICARO_DEFAULT_LOCALE: "en",
      // Empty means "not set" to the server: always the embedded database, never a real one.
      DATABASE_URL: "",
      REDIS_URL: "",
      PUBLIC_URL: "",
      // The accounts e2e tests give each locale's reader its own X-Forwarded-For, so the attempt
      // limits (per address) of one test never refuse another's.
      ICARO_TRUST_PROXY: "on",
      // The sports e2e tests post score changes as a data provider would (tests/e2e/sports-scores.spec.ts).
      ICARO_OPERATOR_KEY: process.env.E2E_OPERATOR_KEY ?? "e2e-operator-key-0123456789",
    },
  },
});
