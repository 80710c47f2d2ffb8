import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, type ContentLanguage, SECTION_KEYS } from "#core/content.ts";
import { sanitizeBody } from "#server/ingest/sanitize-body.ts";
import { buildDemoProfiles } from "./demo-profiles.ts";
import { loadFootballLeagues } from "./football-data.ts";
import { createPrng } from "./prng.ts";
import { SECTION_TEMPLATES } from "./templates/section-templates.ts";
import { CLOSERS } from "./templates/vocabulary.ts";
import { escapeHtml, fillTemplate, mentions, writeStory } from "./write-story.ts";

/** Short words that belong to one of the three languages only. */
const MARKERS: Record<ContentLanguage, Set<string>> = {
  en: new Set(
    "the and of with for after is are has have was said their his from this will than who into by in that now new could we it".split(
      " ",
    ),
  ),
  es: new Set(
    "el los las y del con tras ha han una dijo también según pero muy hasta ante cuando al lo sus más hay ya año en un sin mientras otro otra sino quién tiene nueva nuevos".split(
      " ",
    ),
  ),
  pt: new Set(
    "o os e do da dos das em com uma não na nos nas ao à foi são também até quando já mas muito pelo pela após disse um sem agora deste desta enquanto pode".split(
      " ",
    ),
  ),
};

function markerCounts(text: string): Record<ContentLanguage, number> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const counts = { en: 0, es: 0, pt: 0 };
  for (const word of words) {
    for (const language of CONTENT_LANGUAGES) if (MARKERS[language].has(word)) counts[language]++;
  }
  return counts;
}

/** The language whose markers dominate a text, if any do. */
function languageOf(text: string): ContentLanguage | null {
  const counts = markerCounts(text);
  const [best, second] = CONTENT_LANGUAGES.toSorted((a, b) => counts[b] - counts[a]);
  return counts[best] > counts[second] ? best : null;
}

const profiles = buildDemoProfiles(loadFootballLeagues());

describe("the story templates", () => {
  const all = SECTION_KEYS.flatMap((section) =>
    SECTION_TEMPLATES[section].kinds.flatMap((kind) =>
      [...kind.titles, ...kind.descriptions, ...kind.paragraphs, ...kind.quotes].map((template) => ({
        where: `${section}/${kind.name}`,
        template,
      })),
    ),
  );
  all.push(...CLOSERS.map((template) => ({ where: "closers", template })));

  it("are written in each language, not copied across", () => {
    let checked = 0;
    for (const { where, template } of all) {
      for (const language of CONTENT_LANGUAGES) {
        const text = template[language].replace(/\{\w+\}/g, " ");
        // Short headlines may hold no function word at all; the rest must read as their language.
        if ((text.match(/\p{L}+/gu) ?? []).length < 8) continue;
        expect(languageOf(text), `${where} [${language}]: ${template[language]}`).toBe(language);
        if (language !== "en") expect(markerCounts(text).en, `${where} [${language}]`).toBe(0);
        checked++;
      }
      expect(new Set(Object.values(template)).size, `${where}: ${template.en}`).toBeGreaterThan(1);
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("only use slots their kind fills", () => {
    const rng = createPrng(3);
    for (const section of SECTION_KEYS) {
      for (const kind of SECTION_TEMPLATES[section].kinds) {
        for (const language of CONTENT_LANGUAGES) {
          const { vars } = kind.facts({ rng, language, profiles });
          for (const template of [...kind.titles, ...kind.descriptions, ...kind.paragraphs, ...kind.quotes]) {
            expect(() => fillTemplate(template[language], vars), `${section}/${kind.name}`).not.toThrow();
          }
        }
      }
    }
  });
});

describe("mentions", () => {
  const ai = profiles.topics.find((topic) => topic.profile.name === "Artificial Intelligence")?.profile;
  const barca = profiles.teams.find((team) => team.profile.name === "FC Barcelona")?.profile;

  it("finds a profile by any of its names, whole words only, ignoring case and accents", () => {
    if (!ai || !barca) throw new Error("demo profiles are missing");
    expect(mentions("El avance de la inteligencia artificial", ai)).toBe(true);
    expect(mentions("A INTELIGENCIA ARTIFICIAL chegou", ai)).toBe(true);
    expect(mentions("she said it was fair", ai)).toBe(false);
    expect(mentions("Gran noche del Barça", barca)).toBe(true);
    expect(mentions("Barçaloneta", barca)).toBe(false);
  });
});

describe("fillTemplate", () => {
  it("fills slots, capitalises {Slot} and refuses an unknown slot", () => {
    expect(fillTemplate("{Team} y {team}", { team: "el Betis" })).toBe("El Betis y el Betis");
    expect(() => fillTemplate("{missing}", {})).toThrow(/missing/);
  });
});

describe("writeStory", () => {
  it("writes every section in every language in that language, with a safe HTML body", () => {
    const rng = createPrng(11);
    for (const section of SECTION_KEYS) {
      for (const language of CONTENT_LANGUAGES) {
        for (let i = 0; i < 6; i++) {
          const story = writeStory(rng, section, language, profiles);
          const label = `${section}/${language}: ${story.name}`;
          expect(story.name.length, label).toBeGreaterThan(10);
          expect(story.description.length, label).toBeGreaterThan(20);
          expect(story.body.match(/<p>/g), label).toHaveLength(5);
          expect(sanitizeBody(story.body), label).toBe(story.body);
          expect(languageOf(`${story.description} ${story.body}`), label).toBe(language);
          expect(story.tags.length, label).toBeGreaterThan(0);
          expect(`${story.name} ${story.body}`).not.toMatch(/[{}]|undefined/);
        }
      }
    }
  });

  it("tags a match report with its league and both teams, named in its text", () => {
    const rng = createPrng(5);
    let matchReports = 0;
    for (let i = 0; i < 60; i++) {
      const story = writeStory(rng, "sports", i % 2 ? "es" : "pt", profiles);
      if (!story.kind.startsWith("match")) continue;
      matchReports++;
      const contexts = story.tags.map((tag) => tag.context);
      expect(
        contexts.filter((c) => c === "leagues"),
        story.name,
      ).toHaveLength(1);
      expect(
        contexts.filter((c) => c === "teams"),
        story.name,
      ).toHaveLength(2);
      const teams = new Set(profiles.teams.map((team) => team.profile.name));
      for (const tag of story.tags.filter((t) => t.context === "teams")) expect(teams).toContain(tag.name);
    }
    expect(matchReports).toBeGreaterThan(10);
  });

  it("gives videos a prefixed title and a shorter body", () => {
    const story = writeStory(createPrng(2), "tv", "pt", profiles, { video: true });
    expect(story.name).toMatch(/^Vídeo: /);
    expect(story.body.match(/<p>/g)).toHaveLength(3);
  });

  it("escapes what it puts into the body", () => {
    expect(escapeHtml(`Brighton & Hove <b>"x"</b>`)).toBe(
      "Brighton &amp; Hove &lt;b&gt;&quot;x&quot;&lt;/b&gt;",
    );
  });
});
