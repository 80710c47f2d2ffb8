import { beforeAll } from "vitest";
import { invalidateStandings } from "#server/sports/standings-cache.ts";

// Vitest setup file of the integration project, run before each test file. The project's workers
// keep their modules from one file to the next (vitest.config.ts, `isolate: false`), so what a
// module keeps for the whole process would outlive the file that filled it. Each file builds its
// own app over its own database; the one process-wide cache of database results is the tables'
// (server/sports/standings-cache.ts), emptied here so that no file reads another's tables.
beforeAll(() => {
  invalidateStandings();
});
