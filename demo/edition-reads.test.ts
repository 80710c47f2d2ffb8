import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { buildDemoProfiles } from "./demo-profiles.ts";
import { type DemoItem, demoEditionItems } from "./edition-plan.ts";
import { loadFootballLeagues } from "./football-data.ts";
import { CURRENCY_MARKS, currenciesIn, PLACES, type Place } from "./templates/places.ts";
import { sectionStories } from "./write-story.ts";

/**
 * Reads the whole default edition the way a reader would, story by story: one story per item
 * (headline, standfirst and body name the same subject and place), money only in the currency
 * of the place, no prefixes piled on a headline, no headline twice, no story followed closely by
 * its own twin, and a picture of its own with a caption and a credit. It holds no knowledge of
 * how stories are written beyond what each item says about itself, so a generator that mixes
 * sentences of different stories fails it.
 */

const profiles = buildDemoProfiles(loadFootballLeagues());
const now = new Date("2025-03-10T09:30:00Z");
const items: DemoItem[] = [...demoEditionItems({ articles: 300, videos: 40, now, profiles })];
const ALL_PLACES: Place[] = CONTENT_LANGUAGES.flatMap((language) => PLACES[language]);

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
const label = (item: DemoItem) => `#${item.index} ${item.section}/${item.language}: ${item.name}`;

/** The text a reader sees, less the names of what the story is tagged with ("Real Madrid" is no place). */
function readable(item: DemoItem, text: string): string {
  let out = fold(text);
  for (const tag of item.tags) {
    for (const name of [tag.name, tag.commonName, ...tag.aliases])
      out = out.replace(wholeWord(fold(name), "gu"), " ");
  }
  return out;
}

const wholeWord = (word: string, flags = "u") =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, flags);

function placesIn(item: DemoItem, text: string): Place[] {
  const folded = readable(item, text);
  return ALL_PLACES.filter((place) => wholeWord(fold(place.name)).test(folded));
}

function partsOf(item: DemoItem) {
  return { headline: item.name, standfirst: item.description, body: plain(item.body) };
}

describe("the demo edition, read story by story", () => {
  it("holds the edition's usual size", () => {
    expect(items).toHaveLength(340);
  });

  it("tells one story per item: headline, standfirst and body name the same subject and place", () => {
    for (const item of items) {
      expect(item.anchors.length, label(item)).toBeGreaterThan(0);
      for (const [part, text] of Object.entries(partsOf(item))) {
        for (const anchor of item.anchors)
          expect(fold(text), `${label(item)} — ${part}`).toContain(fold(anchor));
      }
    }
  });

  it("happens in one place at most, and pays in that place's currency only", () => {
    let priced = 0;
    for (const item of items) {
      const text = [item.name, item.description, plain(item.body), item.photos[0]?.caption ?? ""].join(" ");
      const places = placesIn(item, text);
      expect(
        places.map((place) => place.name).length,
        `${label(item)} names ${places.map((p) => p.name)}`,
      ).toBeLessThanOrEqual(1);
      const currencies = currenciesIn(readable(item, text));
      if (currencies.length === 0) continue;
      priced++;
      expect(places, `${label(item)}: money (${currencies}) but no place`).toHaveLength(1);
      // Whatever is left once the place's own currency is taken out is a currency of elsewhere.
      const elsewhere = currenciesIn(
        readable(item, text).replace(new RegExp(CURRENCY_MARKS[places[0].currency], "giu"), " "),
      );
      expect(elsewhere, `${label(item)}: ${places[0].name} pays in ${places[0].currency}`).toEqual([]);
    }
    expect(priced).toBeGreaterThan(30);
  });

  it("puts no prefix on a prefix, and no “Video:” on any headline", () => {
    for (const item of items) {
      expect(item.name, label(item)).not.toMatch(/^[\p{L} ]{2,24}: *[\p{L} ]{2,24}:/u);
      expect(item.name, label(item)).not.toMatch(/^(video|vídeo)\b/iu);
    }
  });

  it("never runs a headline twice", () => {
    const seen = new Map<string, number>();
    for (const item of items) {
      expect(
        seen.get(item.name),
        `#${item.index} repeats #${seen.get(item.name)}: ${item.name}`,
      ).toBeUndefined();
      seen.set(item.name, item.index);
    }
  });

  it("runs most other templates of a section and language before one comes back", () => {
    // Stories and videos rotate together; a video may pass over the section's last videos' templates.
    const streams = new Map<string, DemoItem[]>();
    for (const item of items) {
      const key = `${item.section}/${item.language}`;
      streams.set(key, [...(streams.get(key) ?? []), item]);
    }
    let repeats = 0;
    for (const [key, stream] of streams) {
      const templates = sectionStories(stream[0].section).length;
      stream.forEach((item, at) => {
        const previous = stream.findLastIndex((other, k) => k < at && other.template === item.template);
        if (previous < 0) return;
        repeats++;
        expect(
          at - previous,
          `${key}: ${label(item)} follows ${label(stream[previous])}`,
        ).toBeGreaterThanOrEqual(templates - 2);
      });
    }
    expect(repeats).toBeGreaterThan(0);
  });

  it("gives every story its own picture, with a caption in its language and a credit", () => {
    const names = new Set<string>();
    for (const item of items) {
      const [photo] = item.photos;
      expect(photo, label(item)).toBeDefined();
      expect(names.has(photo.original), `${label(item)}: ${photo.original} again`).toBe(false);
      names.add(photo.original);
      expect(photo.caption?.length ?? 0, label(item)).toBeGreaterThan(10);
      expect(photo.credit?.length ?? 0, label(item)).toBeGreaterThan(10);
      // The caption shows the story's place, never another one.
      const story = placesIn(item, `${item.name} ${item.description} ${plain(item.body)}`).map((p) => p.name);
      for (const place of placesIn(item, photo.caption ?? ""))
        expect(story, label(item)).toContain(place.name);
    }
    expect(names.size).toBe(items.length);
  });

  it("signs every story with the writer of its publisher's desk", () => {
    const desks = new Map<string, string>();
    for (const item of items) {
      expect(item.author, label(item)).toBeTruthy();
      const desk = `${item.publisher.name}/${item.section}`;
      expect(desks.get(desk) ?? item.author, `${label(item)} at ${desk}`).toBe(item.author);
      desks.set(desk, item.author);
    }
    for (const language of CONTENT_LANGUAGES) {
      const writers = new Set(items.filter((item) => item.language === language).map((item) => item.author));
      expect(writers.size, language).toBeGreaterThanOrEqual(6);
      expect(writers.size, language).toBeLessThanOrEqual(10);
    }
  });

  it("gives every video a length in seconds", () => {
    for (const item of items.filter((i) => i.context === "videos")) {
      expect(item.videos[0]?.duration, label(item)).toBeGreaterThan(0);
    }
  });
});
