import { describe, expect, it } from "vitest";
import type { ArticleJson, ProfileJson } from "../content/content.ts";
import type { SportingEventJson } from "../sports/sporting-events.ts";
import type { StandingsJson } from "../sports/standings-json.ts";
import {
  localizeArticle,
  localizeEvent,
  localizeProfile,
  localizeStandings,
  localName,
} from "./localized-names.ts";

const topic: ProfileJson = {
  id: 9,
  context: "entities",
  name: "Public Health",
  common_name: "Public Health",
  short_name: null,
  photo: { small: null, original: null },
  has_standings: false,
  names: { en: "Public Health", es: "Salud pública", pt: "Saúde pública" },
};
const team: ProfileJson = {
  ...topic,
  id: 3,
  context: "teams",
  name: "FC Porto",
  common_name: "Porto",
  names: {},
};
const league = {
  id: 2,
  name: "English Premier League",
  names: { es: "Premier League", pt: "Premier League" },
};

describe("localName", () => {
  it("is the locale's name, or the thing's own when it has none there", () => {
    expect(localName(topic, "es")).toBe("Salud pública");
    expect(localName(league, "pt")).toBe("Premier League");
    expect(localName(league, "en")).toBe("English Premier League");
    expect(localName({ name: "Old", names: { es: "" } }, "es")).toBe("Old");
    expect(localName({ name: "No map" }, "es")).toBe("No map");
  });
});

describe("localizeProfile", () => {
  it("names a topic in the page's language, common name included", () => {
    expect(localizeProfile(topic, "pt")).toMatchObject({
      name: "Saúde pública",
      common_name: "Saúde pública",
    });
  });

  it("leaves a team with no translated name as it is", () => {
    expect(localizeProfile(team, "es")).toBe(team);
  });
});

describe("localizeArticle", () => {
  const story = {
    language: "en",
    verticals: [{ key: "sports", label: "Sports", labels: { en: "Sports", es: "Deportes", pt: "Esportes" } }],
    tags: [{ ...topic, following: false }],
  } satisfies Pick<ArticleJson, "verticals" | "tags" | "language">;

  it("puts the section label and the tags in the page's language, not the story's", () => {
    const es = localizeArticle(story, "es");
    expect(es.verticals[0].label).toBe("Deportes");
    expect(es.tags[0].name).toBe("Salud pública");
    expect(es.language).toBe("en");
  });

  it("keeps the story's label for a section without one in that locale", () => {
    const odd = { ...story, verticals: [{ key: "odd", label: "Odd", labels: {} }] };
    expect(localizeArticle(odd, "pt").verticals[0].label).toBe("Odd");
  });
});

describe("localizeEvent and localizeStandings", () => {
  it("name the league in the page's language", () => {
    const event = {
      league: { ...league, context: "leagues", photo: { thumbnail: null } },
    } as SportingEventJson;
    expect(localizeEvent(event, "es").league.name).toBe("Premier League");
    const standings = { league: { ...league }, rows: [] } as unknown as StandingsJson;
    expect(localizeStandings(standings, "pt").league.name).toBe("Premier League");
    expect(localizeStandings(standings, "en").league.name).toBe("English Premier League");
  });
});
