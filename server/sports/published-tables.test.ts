import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { computeStandings, type TeamRef } from "#core/standings/compute-standings.ts";
import { PRESETS } from "#core/standings/tie-break-rules.ts";
import { projectPath } from "#server/project-path.ts";
import { PUBLISHED_TABLES } from "./fixtures/published-tables.ts";
import { readFootballJson } from "./football-json.ts";

// The engine alone on every bundled season; the API test runs the same tables through the
// importer and the database.
describe.each(PUBLISHED_TABLES)("the $league $season table", (table) => {
  it("matches the published final table: positions, points and goal difference", () => {
    const document = JSON.parse(readFileSync(projectPath(`demo/data/football/${table.file}`), "utf8"));
    const teams = new Map<string, TeamRef>();
    const ref = (name: string) => {
      if (!teams.has(name)) teams.set(name, { id: teams.size + 1, name });
      return teams.get(name) as TeamRef;
    };
    const rows = computeStandings({
      criteria: PRESETS[table.preset],
      matches: readFootballJson(document).fixtures.map((fixture) => ({
        home: ref(fixture.team1),
        away: ref(fixture.team2),
        homeScore: fixture.score?.[0] ?? null,
        awayScore: fixture.score?.[1] ?? null,
        status: fixture.score ? "final" : "upcoming",
        startTime: `${fixture.date}T${fixture.time ?? "12:00"}Z`,
      })),
    });
    expect(rows.map((row) => [row.team.name, row.points, row.goalDifference])).toEqual(table.rows);
    expect(rows.map((row) => row.position)).toEqual(table.rows.map((_, index) => index + 1));
  });
});
