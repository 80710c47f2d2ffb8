import { appendFileSync, mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { routeMetaDefine } from "./app/routing/route-meta-table.ts";

/** Where Vitest's unhandled errors of a run are written (read by scripts/test.ts). */
const UNHANDLED_ERRORS_FILE = "test-results/unhandled-errors.txt";

/** A worker's error arrives serialised, a plain object without a prototype: its stack or message. */
function describeError(error: unknown): string {
  const fields = (error ?? {}) as Record<string, unknown>;
  // Vitest names the file and the last test that ran when the error came.
  const where = [fields.VITEST_TEST_PATH, fields.VITEST_TEST_NAME].filter(Boolean).join(" › ");
  const text = typeof fields.stack === "string" ? fields.stack : fields.message;
  if (typeof text === "string") return where ? `${where}\n${text}` : text;
  try {
    return JSON.stringify(error) ?? "unknown error";
  } catch {
    return "unknown error";
  }
}

const UNIT_FILES = ["{app,server,core,demo,scripts,bench}/**/*.test.{ts,tsx}"];
/**
 * Unit files that replace what every file shares (window, timers, a module kept by a module-level
 * variable): each runs with a module graph of its own, so what it stubs never reaches another file.
 */
const UNIT_ISOLATED_FILES = [
  "app/account/session-watcher.test.ts",
  "app/ads/ad-loader.test.ts",
  "app/api/browser-api.test.ts",
  "app/article/article-script.test.ts",
  "app/offline/offline-queue.test.ts",
  "app/pwa/install-prompt-starter.test.ts",
  "app/pwa/remote-config.test.ts",
  "app/rewards/rewards-client.test.ts",
  "app/routing/chunk-errors.test.ts",
  "app/service-worker/byte-cap-plugin.test.ts",
  "app/ui/relative-time-script.test.ts",
  "core/content/article-time.test.ts",
  "core/page-load/chunk-reload.test.ts",
  "core/page-load/data-state.test.ts",
  "core/page-load/document-load-module.test.ts",
  "core/page-load/loading-bar.test.ts",
  "core/tv/next-video.test.ts",
  "core/analytics/route-analytics.test.ts",
  "scripts/chunk-load-hooks.test.ts",
];

// Unit tests (*.test.ts) are pure and fast; integration tests (*.int.test.ts) call the HTTP
// app against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  // The route meta the bundles get at build time (app/routing/route-meta.ts).
  define: routeMetaDefine(),
  test: {
    // An error thrown outside any test fails the run with every test green; kept in a file so
    // `npm test` can print it beside its summary, where CI's excerpt shows it (scripts/test.ts).
    // Must not throw: an error thrown here is swallowed and the run would pass.
    onUnhandledError(error) {
      mkdirSync("test-results", { recursive: true });
      appendFileSync(UNHANDLED_ERRORS_FILE, `${describeError(error)}\n---\n`);
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT_FILES,
          exclude: ["**/*.int.test.ts", "node_modules/**", "build/**", ...UNIT_ISOLATED_FILES],
          environment: "node",
          // A layout's islands load in the background: each file waits for them (an import still
          // running at the end of a file failed a CI run with every test green).
          setupFiles: ["./app/ui/islands-loaded.setup.ts"],
          // Pure files share their worker's modules, as the integration files do (decision 0070):
          // importing the same modules again for each of 200 files was half the project's time.
          isolate: false,
          // The demo's whole-edition checks take 2–4 s of CPU; on a busy machine Vitest's 5 s
          // default fails them for the machine's speed, which no unit test asserts.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          include: UNIT_ISOLATED_FILES,
          environment: "node",
          setupFiles: ["./app/ui/islands-loaded.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{app,server,core,demo,scripts}/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["./server/testing/ensure-build.ts", "./server/testing/pglite-template.ts"],
          setupFiles: ["./server/testing/fresh-process-state.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; two cores, two files at a time.
          maxWorkers: 2,
          // A worker keeps its imported modules from one file to the next: each file importing the
          // server and the production build again cost 2–5 s of CPU, a third of the project's
          // time (decision 0070). No integration test mocks a module or changes process.env, and
          // each builds its own app over its own database; the one process-wide cache of database
          // results is emptied before each file (server/testing/fresh-process-state.ts).
          isolate: false,
        },
      },
    ],
  },
});
