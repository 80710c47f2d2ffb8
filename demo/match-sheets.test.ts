import { describe, expect, it } from "vitest";
import type { EventLineup } from "#core/sports/sporting-events.ts";
import { demoClubSquads, demoGoals, demoGoalsAt, demoSquads } from "./match-sheets.ts";

const KICKOFF = new Date("2026-11-23T15:00:00Z");
const CLUBS = [
  { team: "Liverpool FC", leagueCode: "en.1", forward: "Jack Whitfield" },
  { team: "Chelsea FC", leagueCode: "en.1", forward: null },
];
const squads = demoSquads(CLUBS);
const lineups = {
  home: squads.get("Liverpool FC") as EventLineup,
  away: squads.get("Chelsea FC") as EventLineup,
};

describe("demoSquads", () => {
  it("fields eleven different starters and seven substitutes, the club's forward up front", () => {
    const { starting, substitutes } = lineups.home;
    expect(starting).toHaveLength(11);
    expect(substitutes).toHaveLength(7);
    expect(new Set([...starting, ...substitutes]).size).toBe(18);
    expect(starting[9]).toBe("Jack Whitfield");
  });

  it("is the same squad for the same club and another for another club", () => {
    expect(demoSquads(CLUBS)).toEqual(squads);
    expect(lineups.away.starting).not.toEqual(lineups.home.starting);
  });

  it("puts no player in two squads of the demo, of one league or of two", () => {
    const all = demoClubSquads();
    expect(all.size).toBe(78);
    const clubOf = new Map<string, string>();
    for (const [team, { starting, substitutes }] of all) {
      expect(starting).toHaveLength(11);
      expect(substitutes).toHaveLength(7);
      for (const player of [...starting, ...substitutes]) {
        expect(clubOf.get(player), `${player} plays for ${clubOf.get(player)} and ${team}`).toBeUndefined();
        clubOf.set(player, team);
      }
    }
    expect(demoClubSquads()).toEqual(all);
  });
});

describe("demoGoals", () => {
  it("gives each side as many goals as its score, earliest first, scored by its players", () => {
    const goals = demoGoals(42, { ft: [3, 1], ht: [1, 0] }, lineups);
    expect(goals.filter((goal) => goal.side === "home")).toHaveLength(3);
    expect(goals.filter((goal) => goal.side === "away")).toHaveLength(1);
    expect(goals.map((goal) => goal.minute)).toEqual(
      [...goals.map((goal) => goal.minute)].sort((a, b) => a - b),
    );
    for (const goal of goals) {
      const own = goal.side === "home" ? lineups.home : lineups.away;
      const other = goal.side === "home" ? lineups.away : lineups.home;
      expect((goal.own_goal ? other : own).starting).toContain(goal.scorer);
    }
  });

  it("reveals the goals as the clock passes their minutes", () => {
    const target = { ft: [2, 2] as [number, number] };
    const all = demoGoals(9, target, lineups);
    expect(demoGoalsAt(9, KICKOFF, target, lineups, new Date(KICKOFF.getTime() - 60_000))).toEqual([]);
    const later = new Date(KICKOFF.getTime() + 200 * 60_000);
    expect(demoGoalsAt(9, KICKOFF, target, lineups, later)).toEqual(all);
    const first = all[0];
    const justAfter = new Date(KICKOFF.getTime() + (first.minute + (first.minute > 45 ? 15 : 0)) * 60_000);
    expect(demoGoalsAt(9, KICKOFF, target, lineups, justAfter)[0]).toEqual(first);
  });
});
