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
          include: ["{app,server,core,demo,scripts,bench}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**", "build/**"],
          environment: "node",
          // A layout's islands load in the background: each file waits for them (an import still
          // running at the end of a file failed a CI run with every test green).
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
