import { describe, expect, it } from "vitest";
import { minuteText, scorersOf, timeline } from "./match-centre.ts";
import type { EventGoal } from "./sporting-events.ts";
import { roundNumber, scoreText } from "./sports-events.ts";
import { badgeColors, badgeInitials, inkOn } from "./team-badge.ts";

const goal = (
  side: "home" | "away",
  minute: number,
  scorer: string | null,
  extra: Partial<EventGoal> = {},
) => ({
  side,
  minute,
  offset: null,
  scorer,
  penalty: false,
  own_goal: false,
  ...extra,
});

describe("scoreText", () => {
  it("writes a score with an en dash, and nothing before there is one", () => {
    expect(scoreText(1, 0)).toBe("1\u20130");
    expect(scoreText(null, null)).toBeNull();
  });
});

describe("minuteText", () => {
  it("writes added time after its minute", () => {
    expect(minuteText({ minute: 23, offset: null })).toBe("23'");
    expect(minuteText({ minute: 45, offset: 2 })).toBe("45+2'");
  });
});

describe("timeline", () => {
  const goals = [goal("home", 12, "A"), goal("away", 45, "B", { offset: 1 }), goal("home", 67, "A")];

  it("gives the score after each goal and marks half-time between the halves", () => {
    const entries = timeline({ goals, status: { status: "final", period: null } });
    expect(
      entries.map((e) =>
        e.kind === "goal" ? `${e.goal.minute} ${e.home}-${e.away}` : `HT ${e.home}-${e.away}`,
      ),
    ).toEqual(["12 1-0", "45 1-1", "HT 1-1", "67 2-1"]);
  });

  it("marks half-time only once the match has reached it", () => {
    const first = goals.slice(0, 1);
    expect(
      timeline({ goals: first, status: { status: "playing", period: "30'" } }).map((e) => e.kind),
    ).toEqual(["goal"]);
    expect(
      timeline({ goals: first, status: { status: "playing", period: "HT" } }).map((e) => e.kind),
    ).toEqual(["goal", "half-time"]);
    expect(timeline({ goals: [], status: { status: "final", period: null } }).map((e) => e.kind)).toEqual([
      "half-time",
    ]);
  });
});

describe("scorersOf", () => {
  it("lists each scorer of a side once with all their goals, in the order of their first", () => {
    const goals = [goal("home", 5, "A"), goal("home", 20, "B"), goal("away", 30, "C"), goal("home", 80, "A")];
    expect(scorersOf(goals, "home").map((line) => [line.scorer, line.goals.map((g) => g.minute)])).toEqual([
      ["A", [5, 80]],
      ["B", [20]],
    ]);
    expect(scorersOf(goals, "away")).toHaveLength(1);
  });

  it("keeps goals without a named scorer apart", () => {
    expect(scorersOf([goal("home", 5, null), goal("home", 9, null)], "home")).toHaveLength(2);
  });
});

describe("badgeColors", () => {
  it("uses the team's colours, else two drawn from its name, the same each time", () => {
    expect(badgeColors({ name: "Liverpool FC", colors: ["#c8102e", "#ffffff"] })).toEqual([
      "#c8102e",
      "#ffffff",
    ]);
    const drawn = badgeColors({ name: "Nowhere FC", colors: null });
    expect(drawn).toEqual(badgeColors({ name: "Nowhere FC", colors: null }));
    expect(drawn[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(drawn).not.toEqual(badgeColors({ name: "Elsewhere FC", colors: null }));
  });

  it("ignores colours that are not #rrggbb", () => {
    expect(badgeColors({ name: "X", colors: ["red", "url(x)"] })[0]).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("badgeInitials and inkOn", () => {
  it("writes the three-letter code football uses, from the name, not a nickname short name", () => {
    expect(badgeInitials({ name: "Manchester City", short_name: "Man City" })).toBe("MCI");
    expect(badgeInitials({ name: "Manchester United", short_name: "Man Utd" })).toBe("MUN");
    expect(badgeInitials({ name: "Tottenham Hotspur", short_name: "Spurs" })).toBe("TOT");
    expect(badgeInitials({ name: "Liverpool FC", short_name: null })).toBe("LIV");
    expect(badgeInitials({ name: "West Ham United", short_name: "West Ham" })).toBe("WHU");
    expect(badgeInitials({ name: "São Paulo FC", short_name: null })).toBe("SAO");
    expect(badgeInitials({ name: "FC Porto", short_name: null })).toBe("FCP");
    expect(badgeInitials({ name: "Flamengo RJ", short_name: "Flamengo" })).toBe("FLA");
    expect(badgeInitials({ name: "", short_name: "Man City" })).toBe("MCI");
  });

  it("writes black on light colours and white on dark ones", () => {
    expect(inkOn("#fff200")).toBe("#000000");
    expect(inkOn("#034694")).toBe("#ffffff");
  });
});

describe("roundNumber", () => {
  it("reads the round's number whatever language the data names it in", () => {
    expect(roundNumber("Matchday 23")).toBe(23);
    expect(roundNumber("Rodada 5")).toBe(5);
    expect(roundNumber("7")).toBe(7);
    expect(roundNumber("Final")).toBeNull();
  });
});
