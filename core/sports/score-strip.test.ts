import { describe, expect, it } from "vitest";
import { leagueRank, liveCount, scoreStripEvents, toStripGame } from "./score-strip.ts";
import type { ScoreStatus, SportingEventJson } from "./sporting-events.ts";

const NOW = Date.UTC(2026, 10, 26, 19, 0);
const HOUR = 3_600_000;

function event(id: number, status: ScoreStatus, hoursFromNow: number, league = "Premier League") {
  return {
    id,
    context: "sporting_events",
    name: `Game ${id}`,
    long_name: `Game ${id}`,
    status: { status, period: status === "playing" ? "41'" : null },
    scores: [
      { position: "home", value: null },
      { position: "away", value: null },
    ],
    home: { id: 1, name: "Home", short_name: null, photo: null, colors: null },
    away: { id: 2, name: "Away", short_name: null, photo: null, colors: null },
    league: { id: 9, name: league, names: {}, context: "leagues", photo: { thumbnail: null } },
    start_time: new Date(NOW + hoursFromNow * HOUR).toISOString(),
    time_known: true,
    round: null,
    link: null,
    external: false,
    goals: [],
  } satisfies SportingEventJson;
}

const ids = (events: SportingEventJson[]) => events.map((item) => item.id);

describe("scoreStripEvents", () => {
  it("puts live games first, then coming ones by kick-off, then finished ones, newest first", () => {
    const strip = scoreStripEvents(
      [
        event(1, "final", -5),
        event(2, "upcoming", 3),
        event(3, "playing", -0.5),
        event(4, "final", -2),
        event(5, "upcoming", 1),
      ],
      NOW,
      "en",
    );
    expect(ids(strip)).toEqual([3, 5, 2, 4, 1]);
  });

  it("orders major leagues first within each group, the page's own country first", () => {
    const games = [
      event(1, "playing", -1, "Ykkönen"),
      event(2, "playing", -1, "Primera División de España"),
      event(3, "playing", -1, "English Premier League"),
      event(4, "playing", -1, "Brasileiro Série A"),
    ];
    expect(ids(scoreStripEvents(games, NOW, "en"))).toEqual([3, 2, 4, 1]);
    expect(ids(scoreStripEvents(games, NOW, "es"))).toEqual([2, 3, 4, 1]);
    expect(ids(scoreStripEvents(games, NOW, "pt"))).toEqual([4, 3, 2, 1]);
  });

  it("leaves out games outside today's window, called-off games and repeats", () => {
    const strip = scoreStripEvents(
      [
        event(1, "final", -13),
        event(2, "upcoming", 25),
        event(3, "postponed", 1),
        event(4, "playing", -30),
        event(4, "playing", -30),
        event(5, "upcoming", 23),
      ],
      NOW,
      "en",
    );
    // A game still in play is shown whenever it started.
    expect(ids(strip)).toEqual([4, 5]);
  });

  it("shows at most the strip's size", () => {
    const many = Array.from({ length: 20 }, (_, index) => event(index + 1, "upcoming", index / 2));
    expect(scoreStripEvents(many, NOW, "en", 5)).toHaveLength(5);
  });
});

describe("leagueRank", () => {
  it("matches names without case or accents", () => {
    expect(leagueRank("PRIMERA DIVISION", "es")).toBe(0);
    expect(leagueRank("Brasileirão", "pt")).toBe(0);
    expect(leagueRank("Brasileirão", "en")).toBeGreaterThan(leagueRank("Premier League", "en"));
  });

  it("ranks unknown leagues last", () => {
    expect(leagueRank("Regional League", "en")).toBeGreaterThan(leagueRank("Ligue 1", "en"));
  });
});

describe("liveCount", () => {
  it("counts the games in play only", () => {
    expect(liveCount([event(1, "playing", 0), event(2, "final", -3), event(3, "interrupted", -1)])).toBe(1);
  });
});

describe("toStripGame", () => {
  it("keeps what the strip shows: teams, goals, whether live, upcoming or over", () => {
    const live = {
      ...event(7, "playing", -1, "English Premier League"),
      scores: [
        { position: "home", value: 2 },
        { position: "away", value: 1 },
      ],
    } as SportingEventJson;
    expect(toStripGame(live)).toEqual({
      id: 7,
      league: "English Premier League",
      home: "Home",
      away: "Away",
      goals: [2, 1],
      state: "live",
      period: "41'",
      start_time: live.start_time,
      time_known: true,
    });
    expect(toStripGame(event(8, "fixture", 2)).state).toBe("upcoming");
    expect(toStripGame(event(9, "played", -2)).state).toBe("final");
  });
});
