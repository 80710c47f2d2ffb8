import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, SECTION_KEYS } from "#core/content/content.ts";
import { sameHeadlineShape } from "#core/content/headline-shape.ts";
import { buildDemoProfiles } from "./demo-profiles.ts";
import { loadFootballLeagues } from "./football-data.ts";
import { createPrng } from "./prng.ts";
import { sectionStories, writeStory } from "./write-story.ts";

/**
 * The home page hides a story whose headline is a template twin of one it shows
 * (core/content/headline-shape.ts), so a section fills its row only with templates of different shapes.
 */
const profiles = buildDemoProfiles(loadFootballLeagues());
/** Enough for a section's home row and its share of the latest headlines (sports has its own stories). */
const MIN_TEMPLATES = 9;
const DRAWS = 4;

describe("the demo's story templates", () => {
  it(`give every section but sports at least ${MIN_TEMPLATES} templates`, () => {
    for (const section of SECTION_KEYS.filter((key) => key !== "sports")) {
      expect(sectionStories(section).length, section).toBeGreaterThanOrEqual(MIN_TEMPLATES);
    }
  });

  it("never write two templates' headlines as twins, in any language", () => {
    const rng = createPrng(29);
    for (const language of CONTENT_LANGUAGES) {
      const drawn = SECTION_KEYS.flatMap((section) =>
        sectionStories(section).flatMap(({ story }) =>
          Array.from({ length: DRAWS }, () => ({
            where: `${section}/${story.id}`,
            headline: writeStory(rng, section, language, profiles, { choose: () => story.id }).name,
          })),
        ),
      );
      const twins: string[] = [];
      for (const [i, a] of drawn.entries()) {
        for (const b of drawn.slice(i + 1)) {
          if (a.where !== b.where && sameHeadlineShape(a.headline, b.headline))
            twins.push(`${a.where} “${a.headline}” ~ ${b.where} “${b.headline}”`);
        }
      }
      expect(twins, language).toEqual([]);
    }
  });
});
