import { defineConfig } from "vitest/config";
import { routeMetaDefine } from "./app/routing/route-meta-table.ts";

// Unit tests (*.test.ts) are pure and fast; integration tests (*.int.test.ts) call the HTTP
// app against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  // The route meta the bundles get at build time (app/routing/route-meta.ts).
  define: routeMetaDefine(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,core,demo,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**", "build/**"],
          environment: "node",
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
