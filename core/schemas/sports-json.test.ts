import { describe, expect, it } from "vitest";
import type { SportingEventJson } from "../sports/sporting-events.ts";
import type { StandingsJson } from "../sports/standings-json.ts";
import { leagueJson, sportingEventJson, standingsJson } from "./sports-json.ts";

// As the server sends them (server/sports/event-json.ts toEventJson, standings-queries.ts).
const event: SportingEventJson = {
  id: 41,
  context: "sporting_events",
  name: "Bravo v Delta",
  long_name: "Bravo v Delta — Test League",
  status: { status: "playing", period: "40'" },
  scores: [
    { position: "home", value: 1 },
    { position: "away", value: 0 },
  ],
  home: { id: 12, name: "Bravo", short_name: null, photo: null, colors: null },
  away: { id: 14, name: "Delta", short_name: null, photo: "/media/demo/delta.svg", colors: null },
  league: {
    id: 10,
    name: "Test League",
    names: { es: "Liga de prueba" },
    context: "leagues",
    photo: { thumbnail: "/media/demo/Test League.svg" },
  },
  start_time: "2026-11-23T22:45:00.000Z",
  time_known: true,
  round: "Matchday 1",
  link: null,
  external: false,
  goals: [],
};

const standings: StandingsJson = {
  league: {
    id: 10,
    name: "Test League",
    names: { es: "Liga de prueba" },
    context: "leagues",
    has_standings: true,
    photo: "/media/demo/Test League.svg",
    sport: "soccer",
    season: "2026",
    season_id: 3,
    rules: ["goal_difference", "goals_for"],
    rules_preset: null,
  },
  rows: [
    {
      position: 1,
      team: { id: 12, name: "Bravo", short_name: null, photo: null, colors: null },
      played: 2,
      won: 2,
      drawn: 0,
      lost: 0,
      goals_for: 3,
      goals_against: 1,
      goal_difference: 2,
      points: 3,
      form: ["W", "W"],
    },
  ],
  adjustments: [{ team: { id: 12, name: "Bravo" }, points: -3, reason: "Administration" }],
};

describe("sports JSON schemas", () => {
  it("parse an event as the server sends it, unchanged", () => {
    expect(sportingEventJson.parse(event)).toEqual(event);
    const unscored = {
      ...event,
      status: { status: "interrupted", period: null },
      scores: [
        { position: "home", value: null },
        { position: "away", value: null },
      ],
      time_known: false,
    };
    expect(sportingEventJson.parse(unscored)).toEqual(unscored);
  });

  it("refuse an event that breaks the contract", () => {
    const broken = [
      { ...event, status: { status: "live", period: null } },
      { ...event, scores: [event.scores[1], event.scores[0]] },
      { ...event, scores: [event.scores[0]] },
      { ...event, start_time: "23 November 2026" },
      { ...event, home: { id: 0, name: "Nobody", short_name: null, photo: null, colors: null } },
      { ...event, context: "leagues" },
    ];
    for (const value of broken) expect(sportingEventJson.safeParse(value).success).toBe(false);
  });

  it("parse a league table and a league as the server sends them", () => {
    expect(standingsJson.parse(standings)).toEqual(standings);
    const { season_id, rules, rules_preset, ...league } = standings.league;
    expect(leagueJson.parse(league)).toEqual(league);
    const empty = {
      league: { ...standings.league, season_id: null, season: null },
      rows: [],
      adjustments: [],
    };
    expect(standingsJson.parse(empty)).toEqual(empty);
  });

  it("refuse a table with an unknown or too long form guide", () => {
    const row = standings.rows[0];
    for (const form of [
      ["W", "X"],
      ["W", "W", "D", "L", "W", "W"],
    ]) {
      expect(standingsJson.safeParse({ ...standings, rows: [{ ...row, form }] }).success).toBe(false);
    }
  });

  it("name their schemas for the API description", () => {
    expect(sportingEventJson.meta()).toMatchObject({ id: "SportingEvent" });
    expect(standingsJson.meta()).toMatchObject({ id: "Standings" });
  });
});
