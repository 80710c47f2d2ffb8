import type { ContentLanguage, SectionKey } from "#core/content.ts";
import type { DemoProfile, DemoProfiles, Tri } from "../demo-profiles.ts";
import type { Prng } from "../prng.ts";

/**
 * A kind of story a section runs (a council decision, a match report, a product launch), written
 * in the three languages: templates whose `{slots}` are filled with facts picked for one story.
 * `{Slot}` (capitalised) gives the value with its first letter in upper case.
 */
export type StoryKind = {
  name: string;
  weight: number;
  /** Picks the facts of one story in its language, and the profiles the story is about. */
  facts(context: FactContext): StoryFacts;
  titles: Tri[];
  descriptions: Tri[];
  /** The body draws three of these, in random order, around a quote. */
  paragraphs: Tri[];
  quotes: Tri[];
};

export type FactContext = { rng: Prng; language: ContentLanguage; profiles: DemoProfiles };
export type StoryFacts = { vars: Record<string, string>; tags: DemoProfile[] };

export type SectionTemplates = { section: SectionKey; kinds: StoryKind[] };

/** A text in English, Spanish and Portuguese. */
export function tri(en: string, es: string, pt: string): Tri {
  return { en, es, pt };
}
