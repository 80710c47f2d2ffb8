import { readFileSync } from "node:fs";
import { aliasedTable, and, count, eq, gt, sql } from "drizzle-orm";
import type { EventLineup } from "#core/sports/sporting-events.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, seasons, sportingEvents } from "#server/db/schema.ts";
import { projectPath } from "#server/project-path.ts";
import { importSeason } from "#server/sports/import-season.ts";
import { invalidateStandings } from "#server/sports/standings-cache.ts";
import { type OpenFootballFile, parseOpenFootball } from "./football-data.ts";
import { demoClubSquads, demoGoals, demoSquads } from "./match-sheets.ts";
import { MATCH_WALL_MINUTES } from "./match-simulator.ts";
import { type SourceMatch, shiftDate, shiftedSeasonLabel, showcaseWeeks } from "./showcase-shift.ts";

/**
 * The demo's sports: the four bundled seasons (demo/data/football, openfootball, CC0) imported
 * with the same importer as `icaro sports import`, under the league names the demo edition's
 * stories are tagged with, so an event's stories are found. Each season is moved by whole weeks
 * of its league's local calendar (demo/showcase-shift.ts) so that this week is one of its real
 * rounds, and labelled for the moved dates ("2026/27"): games before now keep their results,
 * games from now on become upcoming with their real result kept as the simulator's target.
 */
export const DEMO_SEASONS = [
  { file: "en.1-2019-20.json", timezone: "Europe/London", rules: "premier-league" },
  { file: "es.1-2019-20.json", timezone: "Europe/Madrid", rules: "la-liga" },
  { file: "pt.1-2019-20.json", timezone: "Europe/Lisbon", rules: "primeira-liga" },
  { file: "br.1-2019.json", timezone: "America/Sao_Paulo", rules: "brasileirao" },
] as const;

type SourceFile = { name: string; matches: (OpenFootballFile["matches"][number] & SourceMatch)[] };

/** A bundled season with its local dates moved by whole weeks around now, and its label for them. */
export function shiftedSeason(
  file: string,
  timezone: string,
  now: Date,
): { document: SourceFile; league: string; label: string } {
  const source = JSON.parse(readFileSync(projectPath(`demo/data/football/${file}`), "utf8")) as SourceFile;
  const { name, season } = parseOpenFootball(file.split("-")[0], source);
  const weeks = showcaseWeeks(source.matches, timezone, now);
  const matches = source.matches.map((match) => ({ ...match, date: shiftDate(match.date, weeks) }));
  const label =
    shiftedSeasonLabel(
      season,
      matches.map((match) => match.date),
    ) || "demo";
  return { document: { ...source, matches }, league: name, label };
}

/** Seeds only a database without any season (a fresh start); returns the number of events added. */
export async function seedDemoSports(db: Database, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(seasons);
  if (Number(existing?.n ?? 0) > 0) return 0;
  let added = 0;
  for (const entry of DEMO_SEASONS) {
    const { document, league, label } = shiftedSeason(entry.file, entry.timezone, now);
    const result = await importSeason(db, document, {
      league,
      season: label,
      rules: entry.rules,
      timezone: entry.timezone,
    });
    added += result.events;
    await replayFromNow(db, result.season.id, now);
    // After the replay: every game over by now gets its goals, every game its line-ups.
    await fillMatchSheets(db, result.season.id, entry.file.split("-")[0]);
  }
  return added;
}

/**
 * Gives every match of a season its two line-ups and every played one its goals (minutes and
 * scorers, demo/match-sheets.ts): the openfootball files hold results only. One statement per
 * season: the sheets travel as one JSON document.
 */
async function fillMatchSheets(db: Database, seasonId: number, leagueCode: string): Promise<void> {
  const squads = demoClubSquads();
  const squad = (team: string): EventLineup =>
    squads.get(team) ?? (demoSquads([{ team, leagueCode, forward: null }]).get(team) as EventLineup);
  const home = aliasedTable(profiles, "home");
  const away = aliasedTable(profiles, "away");
  const rows = await db
    .select({
      id: sportingEvents.id,
      status: sportingEvents.status,
      homeScore: sportingEvents.homeScore,
      awayScore: sportingEvents.awayScore,
      detail: sportingEvents.scoreDetail,
      home: home.name,
      away: away.name,
    })
    .from(sportingEvents)
    .innerJoin(home, eq(home.id, sportingEvents.homeTeamId))
    .innerJoin(away, eq(away.id, sportingEvents.awayTeamId))
    .where(eq(sportingEvents.seasonId, seasonId));
  const sheets = rows.map((row) => {
    const lineups = { home: squad(row.home), away: squad(row.away) };
    const played = row.status === "final" && row.homeScore !== null && row.awayScore !== null;
    const goals = played
      ? demoGoals(
          row.id,
          { ft: [row.homeScore as number, row.awayScore as number], ht: row.detail.ht },
          lineups,
        )
      : [];
    return { id: row.id, goals, lineups };
  });
  if (sheets.length === 0) return;
  await db.execute(sql`
    update ${sportingEvents} set goals = sheet.goals, lineups = sheet.lineups
    from jsonb_to_recordset(${JSON.stringify(sheets)}::jsonb) as sheet(id integer, goals jsonb, lineups jsonb)
    where ${sportingEvents.id} = sheet.id`);
}

/** Turns the games of a season that have not ended by now into fixtures to play toward their result. */
async function replayFromNow(db: Database, seasonId: number, now: Date): Promise<void> {
  // A match that has not ended by now is replayed: its result becomes the target (`ft`).
  const stillToFinish = new Date(now.getTime() - MATCH_WALL_MINUTES * 60_000);
  await db
    .update(sportingEvents)
    .set({
      scoreDetail: sql`${sportingEvents.scoreDetail} || jsonb_build_object('ft', jsonb_build_array(${sportingEvents.homeScore}, ${sportingEvents.awayScore}))`,
      status: "upcoming",
      period: null,
      goals: [],
      homeScore: null,
      awayScore: null,
    })
    .where(
      and(
        eq(sportingEvents.seasonId, seasonId),
        eq(sportingEvents.status, "final"),
        gt(sportingEvents.startTime, stillToFinish),
      ),
    );
  invalidateStandings(seasonId);
}
