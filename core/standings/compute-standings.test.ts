import { describe, expect, it } from "vitest";
import { computeStandings, type StandingsMatch, type TeamRef } from "./compute-standings.ts";
import { type Criterion, PRESETS, parseRules } from "./tie-break-rules.ts";

const team = (id: number, name: string): TeamRef => ({ id, name });
const A = team(1, "Alpha");
const B = team(2, "Bravo");
const C = team(3, "Charlie");
const D = team(4, "Delta");

let day = 0;
/** A finished match, a day after the previous one. */
const m = (
  home: TeamRef,
  homeScore: number,
  awayScore: number,
  away: TeamRef,
  status = "final",
): StandingsMatch => ({
  home,
  away,
  homeScore,
  awayScore,
  status,
  startTime: new Date(Date.UTC(2030, 0, 1 + day++)),
});
const order = (matches: StandingsMatch[], criteria: readonly Criterion[], extra = {}) =>
  computeStandings({ matches, criteria, ...extra }).map((row) => row.team.name);

describe("computeStandings", () => {
  it("counts 3/1/0, goals and form (oldest first, last five)", () => {
    const rows = computeStandings({
      criteria: PRESETS["premier-league"],
      matches: [m(A, 2, 0, B), m(B, 1, 1, A), m(A, 0, 3, C), m(C, 0, 0, A), m(A, 4, 1, B), m(B, 0, 1, A)],
    });
    expect(rows[0]).toEqual({
      position: 1,
      team: A,
      played: 6,
      won: 3,
      drawn: 2,
      lost: 1,
      goalsFor: 8,
      goalsAgainst: 5,
      goalDifference: 3,
      points: 11,
      form: ["D", "L", "D", "W", "W"],
    });
    expect(rows.map((row) => [row.team.name, row.points])).toEqual([
      ["Alpha", 11],
      ["Charlie", 4],
      ["Bravo", 1],
    ]);
  });

  it("counts awarded results and leaves out cancelled, postponed, abandoned and unplayed matches", () => {
    const rows = computeStandings({
      criteria: ["goal_difference", "name"],
      teams: [A, B, C, D],
      matches: [
        m(A, 3, 0, B, "walkover"),
        m(C, 5, 0, D, "cancelled"),
        m(D, 5, 0, C, "postponed"),
        m(C, 2, 0, A, "interrupted"),
        m(B, 2, 0, C, "upcoming"),
        m(B, 1, 0, D, "playing"),
        { ...m(C, 0, 0, D), homeScore: null, awayScore: null },
      ],
    });
    expect(rows.map((row) => [row.team.name, row.played, row.points])).toEqual([
      ["Alpha", 1, 3],
      ["Charlie", 0, 0],
      ["Delta", 0, 0],
      ["Bravo", 1, 0],
    ]);
  });

  it("applies point adjustments (deductions and bonuses) before ordering", () => {
    const matches = [m(A, 1, 0, B), m(B, 1, 0, C), m(C, 1, 0, A)];
    const rows = computeStandings({
      criteria: ["name"],
      matches,
      adjustments: [
        { teamId: A.id, points: -4, reason: "administration" },
        { teamId: C.id, points: 2, reason: "appeal" },
      ],
    });
    expect(rows.map((row) => [row.team.name, row.points])).toEqual([
      ["Charlie", 5],
      ["Bravo", 3],
      ["Alpha", -1],
    ]);
  });

  it("orders two teams level on points by their head-to-head record before goal difference (La Liga)", () => {
    // Alpha has the better goal difference, Bravo beat Alpha.
    const matches = [
      m(B, 1, 0, A),
      m(A, 0, 0, B),
      m(A, 6, 0, C),
      m(B, 1, 0, C),
      m(C, 0, 1, A),
      m(C, 1, 0, B),
    ];
    expect(order(matches, PRESETS["la-liga"])).toEqual(["Bravo", "Alpha", "Charlie"]);
    expect(order(matches, PRESETS["premier-league"])).toEqual(["Alpha", "Bravo", "Charlie"]);
  });

  it("splits a three-way tie with the mini-table of the tied teams' matches", () => {
    // Alpha, Bravo and Charlie end on 7 points. Among themselves: Alpha beat Bravo, Bravo beat
    // Charlie, Charlie and Alpha drew, so the mini-table reads Alpha 4, Bravo 3, Charlie 1 — though
    // Charlie has the best goal difference overall and Alpha the worst.
    const matches = [
      m(A, 2, 0, B),
      m(B, 1, 0, C),
      m(C, 0, 0, A),
      m(D, 5, 0, A),
      m(A, 1, 0, D),
      m(B, 1, 0, D),
      m(D, 1, 1, B),
      m(C, 3, 0, D),
      m(D, 0, 3, C),
    ];
    const rows = computeStandings({ matches, criteria: PRESETS["serie-a"] });
    expect(rows.map((row) => [row.team.name, row.points, row.goalDifference])).toEqual([
      ["Alpha", 7, -2],
      ["Bravo", 7, 0],
      ["Charlie", 7, 5],
      ["Delta", 4, -3],
    ]);
    expect(order(matches, PRESETS["premier-league"])).toEqual(["Charlie", "Bravo", "Alpha", "Delta"]);
  });

  it("re-applies head-to-head to the teams a three-way mini-table leaves level", () => {
    // All three on 10 points. The three-way mini-table: Alpha 9; Bravo and Charlie 4 each with
    // goal difference -1. Between Bravo and Charlie alone, Bravo won 2-1 and drew 1-1, so the next
    // head-to-head criterion, recomputed for those two, puts Bravo ahead — although Charlie's
    // overall goal difference (+9) is far better than Bravo's (+1).
    const matches = [
      m(A, 1, 0, B),
      m(B, 0, 1, A),
      m(B, 2, 1, C),
      m(C, 1, 1, B),
      m(A, 0, 1, C),
      m(C, 0, 1, A),
      m(A, 0, 0, D),
      m(D, 3, 0, A),
      m(B, 1, 0, D),
      m(D, 0, 1, B),
      m(C, 5, 0, D),
      m(D, 0, 5, C),
    ];
    const rows = computeStandings({ matches, criteria: PRESETS["la-liga"] });
    expect(rows.map((row) => [row.team.name, row.points, row.goalDifference])).toEqual([
      ["Alpha", 10, -1],
      ["Bravo", 10, 1],
      ["Charlie", 10, 9],
      ["Delta", 4, -9],
    ]);
    expect(order(matches, PRESETS["premier-league"])).toEqual(["Charlie", "Bravo", "Alpha", "Delta"]);
  });

  it("breaks a level mini-table by away goals in it, then by name as the last resort", () => {
    // Alpha and Bravo: 1-0 at Alpha's, 3-2 at Bravo's: level on mini-table points and difference,
    // Alpha scored two away goals, Bravo none. Two 1-1 draws leave only the name.
    const matches = [m(A, 1, 0, B), m(B, 3, 2, A), m(A, 0, 0, C), m(B, 0, 0, C)];
    expect(order(matches, ["h2h_points", "h2h_goal_difference", "h2h_away_goals_for", "name"])).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
    ]);
    expect(
      order(
        [m(A, 1, 1, B), m(B, 1, 1, A)],
        ["h2h_points", "h2h_goal_difference", "h2h_away_goals_for", "name"],
      ),
    ).toEqual(["Alpha", "Bravo"]);
  });

  it("puts most wins first in the Brasileirão, before goal difference", () => {
    // Alpha: two wins, two losses (6 points, -4); Bravo: one win, three draws (6 points, +1).
    const matches = [
      m(A, 1, 0, C),
      m(A, 1, 0, D),
      m(C, 3, 0, A),
      m(D, 3, 0, A),
      m(B, 1, 0, C),
      m(B, 0, 0, D),
      m(C, 0, 0, B),
      m(D, 1, 1, B),
    ];
    expect(order(matches, PRESETS.brasileirao).slice(0, 2)).toEqual(["Alpha", "Bravo"]);
    expect(order(matches, PRESETS["premier-league"]).slice(0, 2)).toEqual(["Bravo", "Alpha"]);
  });
});

describe("parseRules", () => {
  it("reads a preset or an ordered list of criteria, always ending with name", () => {
    expect(parseRules("la-liga")).toEqual({ preset: "la-liga", criteria: [...PRESETS["la-liga"]] });
    expect(parseRules(" h2h_points, goal_difference ")).toEqual({
      preset: null,
      criteria: ["h2h_points", "goal_difference", "name"],
    });
  });

  it("refuses an unknown criterion or an empty list with one line", () => {
    expect(() => parseRules("points,luck")).toThrow(/^unknown rules "points": a preset \(premier-league, /);
    expect(() => parseRules(" , ")).toThrow("the rules are empty");
  });
});
