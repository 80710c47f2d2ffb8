import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { pointAdjustments, profiles, sportingEvents } from "#server/db/schema.ts";
import { projectPath } from "#server/project-path.ts";
import { icaro, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";

const PREMIER_LEAGUE = projectPath("demo/data/football/en.1-2019-20.json");
const PRIMEIRA_LIGA = projectPath("demo/data/football/pt.1-2019-20.json");
const dirs = tempDirs("icaro-sports-cli-");
const tempDir = dirs.make;

afterAll(dirs.removeAll);

// Every run starts a process and, on its own database, PGlite: seconds each on a busy machine.
// Making a new database is server/cli.int.test.ts's first command: here each starts from a copy of
// the migrated one.
describe("icaro sports on its own database", { timeout: 240_000 }, () => {
  const dataDir = tempDir();
  beforeAll(() => seedDataDir(dataDir));

  it("imports a season, printing the league's id, and updates it on a second import", async () => {
    const first = await icaro(
      dataDir,
      "sports",
      "import",
      PREMIER_LEAGUE,
      "--league",
      "English Premier League",
      "--season",
      "2019/20",
      "--rules",
      "premier-league",
      "--timezone",
      "Europe/London",
    );
    expect(first).toMatchObject({ code: 0, stdout: "1\n", stderr: "" });
    const second = await icaro(
      dataDir,
      "sports",
      "import",
      PREMIER_LEAGUE,
      "--league",
      "English Premier League",
      "--season",
      "2019/20",
      "--json",
    );
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual({
      league: { id: 1, name: "English Premier League" },
      events: 380,
    });
  });

  it("records a deduction given as --points -3, and refuses an unknown team in one line", async () => {
    const adjusted = await icaro(
      dataDir,
      "sports",
      "adjust",
      "--league",
      "1",
      "--team",
      "watford fc",
      "--points",
      "-3",
      "--reason",
      "Test deduction",
    );
    expect(adjusted).toMatchObject({
      code: 0,
      stdout: "-3 points for Watford FC in English Premier League 2019/20: Test deduction\n",
    });
    const unknown = await icaro(
      dataDir,
      "sports",
      "adjust",
      "--league",
      "1",
      "--team",
      "Real Madrid",
      "--points=-3",
      "--reason",
      "x",
    );
    expect(unknown).toMatchObject({
      code: 1,
      stdout: "",
      stderr: 'error: no team "Real Madrid" plays in English Premier League 2019/20\n',
    });
    const noLeague = await icaro(
      dataDir,
      "sports",
      "adjust",
      "--league",
      "77",
      "--team",
      "A",
      "--points",
      "1",
      "--reason",
      "x",
    );
    expect(noLeague).toMatchObject({ code: 1, stderr: "error: no league has id 77\n" });
  });

  it("refuses a file in the wrong format with one line, and usage mistakes with exit code 2", async () => {
    const notJson = await icaro(
      dataDir,
      "sports",
      "import",
      projectPath("README.md"),
      "--league",
      "X",
      "--season",
      "1",
    );
    expect(notJson).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "error: not a football.json file: it is not valid JSON\n",
    });
    const wrongShape = path.join(dataDir, "teams.json");
    writeFileSync(wrongShape, JSON.stringify({ teams: ["A", "B"] }));
    const shape = await icaro(dataDir, "sports", "import", wrongShape, "--league", "X", "--season", "1");
    expect(shape).toMatchObject({
      code: 1,
      stderr: 'error: not a football.json file: expected "matches" or "rounds"\n',
    });
    const missing = await icaro(dataDir, "sports", "import", PREMIER_LEAGUE, "--league", "X");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^error: --season "<label>" is required\n/);
    const rules = await icaro(
      dataDir,
      "sports",
      "import",
      PREMIER_LEAGUE,
      "--league",
      "X",
      "--season",
      "1",
      "--rules",
      "luck",
    );
    expect(rules.code).toBe(1);
    expect(rules.stderr).toMatch(/^error: unknown rules "luck": a preset \(premier-league, .*\n$/);
  });
});

describe("icaro sports while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = tempDir();
  let handle: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, close } = await startOwningServer(dataDir));
  });
  afterAll(() => close());

  it("hands import and adjust to the server, with the same output", async () => {
    const imported = await icaro(
      dataDir,
      "sports",
      "import",
      PRIMEIRA_LIGA,
      "--league",
      "Primeira Liga",
      "--season",
      "2019/20",
      "--rules",
      "primeira-liga",
      "--json",
    );
    expect(imported).toMatchObject({ code: 0, stderr: "" });
    const { league } = JSON.parse(imported.stdout) as { league: { id: number } };
    // The server's database has the season: the command did not open its own.
    const events = await handle.db
      .select()
      .from(sportingEvents)
      .where(eq(sportingEvents.leagueId, league.id));
    expect(events).toHaveLength(306);

    const adjusted = await icaro(
      dataDir,
      "sports",
      "adjust",
      "--league",
      String(league.id),
      "--team",
      "CD Aves",
      "--points",
      "-6",
      "--reason",
      "Test",
    );
    expect(adjusted).toMatchObject({
      code: 0,
      stdout: "-6 points for CD Aves in Primeira Liga 2019/20: Test\n",
    });
    const [aves] = await handle.db.select().from(profiles).where(eq(profiles.name, "CD Aves"));
    expect(
      await handle.db.select().from(pointAdjustments).where(eq(pointAdjustments.teamId, aves.id)),
    ).toMatchObject([{ points: -6, reason: "Test" }]);

    const refused = await icaro(
      dataDir,
      "sports",
      "adjust",
      "--league",
      String(league.id),
      "--team",
      "Nobody",
      "--points",
      "1",
      "--reason",
      "x",
    );
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'error: no team "Nobody" plays in Primeira Liga 2019/20\n',
    });
    const bad = await icaro(
      dataDir,
      "sports",
      "import",
      projectPath("package.json"),
      "--league",
      "X",
      "--season",
      "1",
    );
    expect(bad).toMatchObject({
      code: 1,
      stderr: 'error: not a football.json file: expected "matches" or "rounds"\n',
    });
  });
});
