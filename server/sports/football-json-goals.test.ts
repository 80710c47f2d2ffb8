import { describe, expect, it } from "vitest";
import { FootballJsonError, readFootballJson } from "./football-json.ts";

/** A match as openfootball's files with goals write it (e.g. worldcup.json, euro.json). */
const match = {
  round: "Final",
  date: "2022-12-18",
  team1: "Argentina",
  team2: "France",
  score: { ft: [2, 2], ht: [2, 0] },
  goals1: [
    { name: "Messi", minute: 23, penalty: true },
    { name: "Di María", minute: "36" },
  ],
  goals2: [
    { name: "Mbappé", minute: 80, penalty: true },
    { name: "Mbappé", minute: "90+1" },
    { name: "Otamendi", minute: 45, offset: 2, owngoal: true },
  ],
};

describe("readFootballJson goals", () => {
  it("reads goals1/goals2 as the goals of each side, with minutes, added time, penalties and own goals", () => {
    const [fixture] = readFootballJson({ name: "World Cup 2022", matches: [match] }).fixtures;
    expect(fixture.goals).toEqual([
      { side: "home", minute: 23, offset: null, scorer: "Messi", penalty: true, own_goal: false },
      { side: "home", minute: 36, offset: null, scorer: "Di María", penalty: false, own_goal: false },
      { side: "away", minute: 80, offset: null, scorer: "Mbappé", penalty: true, own_goal: false },
      { side: "away", minute: 90, offset: 1, scorer: "Mbappé", penalty: false, own_goal: false },
      { side: "away", minute: 45, offset: 2, scorer: "Otamendi", penalty: false, own_goal: true },
    ]);
  });

  it("gives a match without goals an empty list", () => {
    const { goals1: _, goals2: __, ...bare } = match;
    expect(readFootballJson({ matches: [bare] }).fixtures[0].goals).toEqual([]);
  });

  it("refuses a minute that is not a number", () => {
    const bad = { ...match, goals1: [{ name: "X", minute: "soon" }] };
    expect(() => readFootballJson({ matches: [bad] })).toThrow(FootballJsonError);
  });
});
