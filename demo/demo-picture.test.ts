import { describe, expect, it } from "vitest";
import { SECTION_KEYS } from "#core/content/content.ts";
import {
  DEMO_PICTURES_PER_SECTION,
  demoPictureSvg,
  sectionPictureName,
  storyPictureName,
} from "./demo-picture.ts";
import { STORY_MOTIFS } from "./story-motifs.ts";

/** Checks that every tag is closed in order: enough to catch a broken template. */
function assertWellFormed(svg: string) {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe("demoPictureSvg", () => {
  it("draws a well-formed 16:9 SVG for a picture of every section", () => {
    for (const section of SECTION_KEYS) {
      const svg = demoPictureSvg(sectionPictureName(section, 5));
      expect(svg, section).not.toBeNull();
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="675" viewBox="0 0 1200 675">/,
      );
      expect(svg).toMatch(/<\/svg>$/);
      assertWellFormed(svg as string);
    }
  });

  it("draws a well-formed 16:9 SVG for every story motif, different for every seed", () => {
    for (const motif of Object.keys(STORY_MOTIFS)) {
      const svg = demoPictureSvg(storyPictureName(motif, 417));
      expect(svg, motif).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="675"/);
      assertWellFormed(svg as string);
      expect(demoPictureSvg(storyPictureName(motif, 418)), motif).not.toBe(svg);
    }
    expect(storyPictureName("tram", 10_417)).toBe("tram-417");
    expect(() => storyPictureName("weather", 1)).toThrow(/weather/);
  });

  it("draws square logos and profile photos", () => {
    for (const name of ["publisher-0", "league-3", "team-77", "athlete-87", "topic-13"]) {
      const svg = demoPictureSvg(name);
      expect(svg, name).toMatch(/width="400" height="400"/);
      assertWellFormed(svg as string);
    }
  });

  it("is deterministic, and different names give different pictures", () => {
    expect(demoPictureSvg("music-3")).toBe(demoPictureSvg("music-3"));
    expect(demoPictureSvg("music-3")).not.toBe(demoPictureSvg("music-4"));
    expect(demoPictureSvg("team-1")).not.toBe(demoPictureSvg("team-2"));
  });

  it("knows only its own names", () => {
    expect(demoPictureSvg(`news-${DEMO_PICTURES_PER_SECTION}`)).toBeNull();
    expect(demoPictureSvg("news-01")).toBeNull();
    expect(demoPictureSvg("weather-1")).toBeNull();
    expect(demoPictureSvg("team-200")).toBeNull();
    expect(demoPictureSvg("../news-1")).toBeNull();
    expect(demoPictureSvg("news")).toBeNull();
    expect(demoPictureSvg("tram-04")).toBeNull();
    expect(demoPictureSvg("tram-10000")).toBeNull();
    expect(demoPictureSvg("constructor-1")).toBeNull();
  });

  it("wraps story pictures round the section's pool", () => {
    expect(sectionPictureName("tv", DEMO_PICTURES_PER_SECTION + 2)).toBe("tv-2");
  });
});
