import type { ContentLanguage, SectionKey } from "#core/content/content.ts";
import type { DemoProfile, DemoProfiles, Tri } from "../demo-profiles.ts";
import type { Prng } from "../prng.ts";
import type { Place } from "./places.ts";

/**
 * A story the demo edition runs (a flood plan approved, a match report, a phone launch), written
 * whole in each of the three languages: headline, standfirst and body belong to one template, so
 * they tell one story. `{slots}` are filled with the facts of the story's kind; `{Slot}`
 * (capitalised) gives the value with its first letter in upper case.
 */
export type StoryTemplate = {
  /** Unique within its section: what the edition rotates on, so no story follows its own twin. */
  id: string;
  headline: Tri;
  standfirst: Tri;
  /** The paragraphs in order; a video keeps the first three. */
  body: Tri[];
  /**
   * What every part (headline, standfirst, body) must name: slots whose value must appear, and a
   * word of the subject per language. The generator refuses a story that drops one of them.
   */
  anchors: { slots: string[]; subject?: Tri };
  /** The topic profile the story is about, by name: it fills `{topic}` and tags the story. */
  topic?: string;
  /** What the story's picture draws (a picture name is `<motif>-<seed>`), and its caption. */
  motif: string;
  caption: Tri;
};

/** Stories that share their facts: a kind picks a match, a city or a product once per story. */
export type StoryKind = {
  name: string;
  facts(context: FactContext): StoryFacts;
  stories: StoryTemplate[];
};

export type FactContext = { rng: Prng; language: ContentLanguage; profiles: DemoProfiles };
/** `place` is where the story happens: its country's currency is the only one the story may use. */
export type StoryFacts = { vars: Record<string, string>; tags: DemoProfile[]; place?: Place };

export type SectionTemplates = { section: SectionKey; kinds: StoryKind[] };

/** A text in English, Spanish and Portuguese. */
export function tri(en: string, es: string, pt: string): Tri {
  return { en, es, pt };
}
