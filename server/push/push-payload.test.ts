import { describe, expect, it } from "vitest";
import type { MatchAlert } from "#core/push/push-alerts.ts";
import { breakingPayload, matchPayload } from "./push-payload.ts";

const event = {
  id: 42,
  home: { id: 1, name: "Flamengo", short_name: null, photo: null, colors: null },
  away: { id: 2, name: "Palmeiras", short_name: null, photo: null, colors: null },
  league: {
    id: 9,
    name: "Brazilian Serie A",
    names: { pt: "Brasileirão Série A", es: "Serie A de Brasil" },
    context: "leagues" as const,
    photo: { thumbnail: null },
  },
  scores: [
    { position: "home", value: 2 },
    { position: "away", value: 1 },
  ] as [{ position: "home"; value: number }, { position: "away"; value: number }],
};
const at = new Date("2026-11-26T20:00:00Z");
const goal: MatchAlert = {
  kind: "goal",
  key: "goal:home:67:0:1",
  occurredAt: at,
  goal: {
    goal: { side: "home", minute: 67, offset: null, scorer: "Pedro", penalty: true, own_goal: false },
    home: 2,
    away: 1,
  },
};

describe("alert texts in each language", () => {
  it.each([
    ["en", "", "Goal! Flamengo 2–1 Palmeiras", "67' Pedro (penalty)"],
    ["es", "/es", "¡Gol! Flamengo 2–1 Palmeiras", "67' Pedro (penal)"],
    ["pt", "/pt", "Gol! Flamengo 2–1 Palmeiras", "67' Pedro (pênalti)"],
  ] as const)("a goal in %s", (locale, prefix, title, body) => {
    expect(matchPayload(locale, goal, event, prefix)).toEqual({
      title,
      body,
      url: `${prefix}/calendar/sporting_events/42`,
      tag: "event-42",
    });
  });

  it.each([
    [
      "en",
      "Kick-off: Flamengo – Palmeiras",
      "The match has started (Brazilian Serie A).",
      "Full time: Flamengo 2–1 Palmeiras",
    ],
    [
      "es",
      "Comienza: Flamengo – Palmeiras",
      "Empezó el partido (Serie A de Brasil).",
      "Final: Flamengo 2–1 Palmeiras",
    ],
    [
      "pt",
      "Começou: Flamengo – Palmeiras",
      "A partida começou (Brasileirão Série A).",
      "Fim de jogo: Flamengo 2–1 Palmeiras",
    ],
  ] as const)("kick-off and full time in %s", (locale, kickoff, kickoffBody, fullTime) => {
    const started = matchPayload(locale, { kind: "kickoff", key: "kickoff", occurredAt: at }, event, "");
    expect(started).toMatchObject({ title: kickoff, body: kickoffBody });
    const ended = matchPayload(locale, { kind: "full_time", key: "full_time", occurredAt: at }, event, "");
    expect(ended.title).toBe(fullTime);
  });

  it("an own goal and added time are marked", () => {
    const own: MatchAlert = {
      ...goal,
      goal: {
        goal: { side: "away", minute: 90, offset: 3, scorer: null, penalty: false, own_goal: true },
        home: 2,
        away: 1,
      },
    };
    expect(matchPayload("es", own, event, "/es").body).toBe("90+3' Gol (en propia puerta)");
  });

  it.each([
    ["en", "Breaking news"],
    ["es", "Última hora"],
    ["pt", "Urgente"],
  ] as const)("a breaking story in %s", (locale, title) => {
    expect(breakingPayload(locale, { id: 5, name: "Story" }, "/p/news_stories/5/story", "/x")).toEqual({
      title,
      body: "Story",
      url: "/x/p/news_stories/5/story",
      tag: "article-5",
    });
  });
});
