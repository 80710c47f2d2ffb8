import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectPath } from "#server/project-path.ts";

/**
 * The football competitions the demo edition covers, read from the openfootball copies in
 * `demo/data/football/` (see demo/data/SOURCES.md): their names, their teams and the results
 * of played matches, which the match reports retell.
 */

export type FootballResult = {
  round: number;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
};

export type FootballLeague = {
  /** The file's code, e.g. `en.1`. */
  code: string;
  /** The competition's name without the season, e.g. "English Premier League". */
  name: string;
  season: string;
  teams: string[];
  results: FootballResult[];
};

export type OpenFootballFile = {
  name: string;
  matches: {
    round: string;
    team1: string;
    team2: string;
    score?: { ft?: [number, number] };
    status?: string;
  }[];
};

/** Parses one openfootball file (pure, for tests). */
export function parseOpenFootball(code: string, json: OpenFootballFile): FootballLeague {
  const seasonMatch = /\s+(\d{4}(?:\/\d{2})?)$/.exec(json.name);
  const teams: string[] = [];
  const results: FootballResult[] = [];
  for (const match of json.matches) {
    for (const team of [match.team1, match.team2]) if (!teams.includes(team)) teams.push(team);
    const ft = match.score?.ft;
    // Awarded or abandoned matches have no story to tell.
    if (!ft || match.status) continue;
    results.push({
      round: Number(/\d+/.exec(match.round)?.[0] ?? 1),
      home: match.team1,
      away: match.team2,
      homeGoals: ft[0],
      awayGoals: ft[1],
    });
  }
  return {
    code,
    name: seasonMatch ? json.name.slice(0, seasonMatch.index) : json.name,
    season: seasonMatch?.[1] ?? "",
    teams,
    results,
  };
}

let cached: FootballLeague[] | undefined;

/** Every league file in demo/data/football, in file-name order (read once). */
export function loadFootballLeagues(): FootballLeague[] {
  if (cached) return cached;
  const dir = projectPath("demo/data/football");
  cached = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const code = file.split("-")[0].replace(/\.json$/, "");
      return parseOpenFootball(code, JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    });
  return cached;
}
