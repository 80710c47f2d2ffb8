import type { FormResult } from "../sports/standings-json.ts";
import { type Criterion, isHeadToHead } from "./tie-break-rules.ts";

export type TeamRef = { id: number; name: string };

/** One match as the table needs it; `status` is one of the spec's eleven score statuses. */
export type StandingsMatch = {
  home: TeamRef;
  away: TeamRef;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  /** Orders the form guide; ISO string or Date. */
  startTime: string | Date;
};

export type PointAdjustment = { teamId: number; points: number; reason: string };

export type StandingsRow = {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  form: FormResult[];
};

export type PointsSystem = { win: number; draw: number; loss: number };
export const THREE_ONE_ZERO: PointsSystem = { win: 3, draw: 1, loss: 0 };

/**
 * Results that count: a finished match ("final", "played"), a result awarded by the competition
 * ("walkover", the status an awarded match is stored with) and a finished individual contest
 * ("retired"). Cancelled, postponed, interrupted (abandoned and not awarded), suspended and
 * unplayed matches do not count, nor does a live one: this is the table of completed results.
 */
const COUNTED_STATUSES = new Set(["final", "played", "walkover", "retired"]);

export function countsInTable(match: Pick<StandingsMatch, "status" | "homeScore" | "awayScore">): boolean {
  return COUNTED_STATUSES.has(match.status) && match.homeScore !== null && match.awayScore !== null;
}

type Record_ = {
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoalsFor: number;
  awayWins: number;
  points: number;
};

const emptyRecord = (team: TeamRef): Record_ => ({
  team,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  awayGoalsFor: 0,
  awayWins: 0,
  points: 0,
});

type Counted = { home: TeamRef; away: TeamRef; homeScore: number; awayScore: number; time: number };

/** Adds matches to records (created on first sight), with the points system's points. */
function tally(records: Map<number, Record_>, matches: Counted[], points: PointsSystem) {
  const side = (team: TeamRef) => {
    let record = records.get(team.id);
    if (!record) {
      record = emptyRecord(team);
      records.set(team.id, record);
    }
    return record;
  };
  for (const match of matches) {
    const home = side(match.home);
    const away = side(match.away);
    home.played++;
    away.played++;
    home.goalsFor += match.homeScore;
    home.goalsAgainst += match.awayScore;
    away.goalsFor += match.awayScore;
    away.goalsAgainst += match.homeScore;
    away.awayGoalsFor += match.awayScore;
    if (match.homeScore > match.awayScore) {
      home.won++;
      away.lost++;
      home.points += points.win;
      away.points += points.loss;
    } else if (match.homeScore < match.awayScore) {
      away.won++;
      away.awayWins++;
      home.lost++;
      away.points += points.win;
      home.points += points.loss;
    } else {
      home.drawn++;
      away.drawn++;
      home.points += points.draw;
      away.points += points.draw;
    }
  }
}

/** Bigger is better for every criterion; `name` is handled apart (alphabetical). */
function value(criterion: Criterion, record: Record_): number {
  switch (criterion) {
    case "goal_difference":
    case "h2h_goal_difference":
      return record.goalsFor - record.goalsAgainst;
    case "goals_for":
    case "h2h_goals_for":
      return record.goalsFor;
    case "wins":
    case "h2h_wins":
      return record.won;
    case "away_goals_for":
    case "h2h_away_goals_for":
      return record.awayGoalsFor;
    case "away_wins":
      return record.awayWins;
    case "fewer_losses":
      return -record.lost;
    case "h2h_points":
      return record.points;
    case "name":
      return 0;
  }
}

/**
 * The league table: 3/1/0 points (or the given system) from the counted results, point
 * adjustments added, ordered by points and then by `criteria` in turn. Head-to-head criteria use a
 * mini-table of the matches among the teams still level when that criterion is reached, so a
 * three-way tie is first split by the three teams' matches against each other, and a pair left
 * level after that is compared on its own matches by the next head-to-head criterion.
 */
export function computeStandings(input: {
  matches: StandingsMatch[];
  criteria: readonly Criterion[];
  /** Teams to list even without a counted match (every team of the season). */
  teams?: TeamRef[];
  adjustments?: PointAdjustment[];
  points?: PointsSystem;
}): StandingsRow[] {
  const points = input.points ?? THREE_ONE_ZERO;
  const counted: Counted[] = input.matches.filter(countsInTable).map((match) => ({
    home: match.home,
    away: match.away,
    homeScore: match.homeScore as number,
    awayScore: match.awayScore as number,
    time: new Date(match.startTime).getTime(),
  }));
  counted.sort((a, b) => a.time - b.time);

  const records = new Map<number, Record_>();
  for (const team of input.teams ?? []) records.set(team.id, emptyRecord(team));
  tally(records, counted, points);
  for (const adjustment of input.adjustments ?? []) {
    const record = records.get(adjustment.teamId);
    if (record) record.points += adjustment.points;
  }

  const ordered = [...records.values()]
    .sort((a, b) => b.points - a.points)
    .reduce<Record_[][]>((groups, record) => {
      const last = groups.at(-1);
      if (last && last[0].points === record.points) last.push(record);
      else groups.push([record]);
      return groups;
    }, [])
    .flatMap((group) => breakTie(group, input.criteria, 0, counted, points));

  return ordered.map((record, index) => ({
    position: index + 1,
    team: record.team,
    played: record.played,
    won: record.won,
    drawn: record.drawn,
    lost: record.lost,
    goalsFor: record.goalsFor,
    goalsAgainst: record.goalsAgainst,
    goalDifference: record.goalsFor - record.goalsAgainst,
    points: record.points,
    form: formOf(record.team.id, counted),
  }));
}

/** Orders teams level so far by criteria[from…], splitting into smaller level groups as it goes. */
function breakTie(
  group: Record_[],
  criteria: readonly Criterion[],
  from: number,
  counted: Counted[],
  points: PointsSystem,
): Record_[] {
  if (group.length <= 1) return group;
  if (from >= criteria.length) return [...group].sort(byName);
  const criterion = criteria[from];
  if (criterion === "name") return [...group].sort(byName);
  const scoreOf = isHeadToHead(criterion)
    ? headToHeadScores(criterion, group, counted, points)
    : (record: Record_) => value(criterion, record);
  const scored = group.map((record) => ({ record, score: scoreOf(record) }));
  scored.sort((a, b) => b.score - a.score);
  const result: Record_[] = [];
  let start = 0;
  for (let i = 1; i <= scored.length; i++) {
    if (i === scored.length || scored[i].score !== scored[start].score) {
      const level = scored.slice(start, i).map((entry) => entry.record);
      result.push(...breakTie(level, criteria, from + 1, counted, points));
      start = i;
    }
  }
  return result;
}

/** The mini-table of the matches among `group`, read with one head-to-head criterion. */
function headToHeadScores(
  criterion: Criterion,
  group: Record_[],
  counted: Counted[],
  points: PointsSystem,
): (record: Record_) => number {
  const ids = new Set(group.map((record) => record.team.id));
  const mini = new Map<number, Record_>();
  for (const record of group) mini.set(record.team.id, emptyRecord(record.team));
  tally(
    mini,
    counted.filter((match) => ids.has(match.home.id) && ids.has(match.away.id)),
    points,
  );
  return (record) => value(criterion, mini.get(record.team.id) as Record_);
}

const collator = new Intl.Collator("en", { sensitivity: "base" });
const byName = (a: Record_, b: Record_) =>
  collator.compare(a.team.name, b.team.name) || a.team.id - b.team.id;

/** The last five counted results of a team, oldest first. */
function formOf(teamId: number, counted: Counted[]): FormResult[] {
  const form: FormResult[] = [];
  for (let i = counted.length - 1; i >= 0 && form.length < 5; i--) {
    const match = counted[i];
    const home = match.home.id === teamId;
    if (!home && match.away.id !== teamId) continue;
    const own = home ? match.homeScore : match.awayScore;
    const other = home ? match.awayScore : match.homeScore;
    form.unshift(own > other ? "W" : own < other ? "L" : "D");
  }
  return form;
}
