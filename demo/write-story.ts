import type { ContentLanguage, SectionKey } from "#core/content/content.ts";
import { escapeHtmlText } from "#core/content/html-escape.ts";
import type { DemoProfile, DemoProfiles } from "./demo-profiles.ts";
import type { Prng } from "./prng.ts";
import type { Place } from "./templates/places.ts";
import { SECTION_TEMPLATES } from "./templates/section-templates.ts";
import type { StoryKind, StoryTemplate } from "./templates/story-kind.ts";

/** One story or video as its template wrote it, before it gets a publisher, a date and a picture. */
export type WrittenStory = {
  section: SectionKey;
  language: ContentLanguage;
  kind: string;
  /** The template's id: stories of one section and language with the same id are near-duplicates. */
  template: string;
  name: string;
  description: string;
  /** Paragraphs of escaped text: safe HTML by construction, nothing for a sanitizer to remove. */
  body: string;
  tags: DemoProfile[];
  /** What the headline, standfirst and body all name (the story's subject and place). */
  anchors: string[];
  place: Place | null;
  motif: string;
  caption: string;
};

/** Replaces `{slot}` with its value, and `{Slot}` with the value capitalised. */
export function fillTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key in vars) return vars[key];
    const lower = key[0].toLowerCase() + key.slice(1);
    if (lower !== key && lower in vars) return vars[lower][0].toUpperCase() + vars[lower].slice(1);
    throw new Error(`template slot {${key}} has no value`);
  });
}

/** Whether a text names a profile (by name, common name or alias), as a feed's tagger would see it. */
export function mentions(text: string, profile: DemoProfile): boolean {
  const haystack = fold(text);
  return [profile.name, profile.commonName, ...profile.aliases].some((name) => {
    const needle = fold(name);
    let at = haystack.indexOf(needle);
    while (at >= 0) {
      const before = haystack[at - 1] ?? " ";
      const after = haystack[at + needle.length] ?? " ";
      if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
      at = haystack.indexOf(needle, at + 1);
    }
    return false;
  });
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every template of a section with the kind that gives it its facts. */
export function sectionStories(section: SectionKey): { kind: StoryKind; story: StoryTemplate }[] {
  return SECTION_TEMPLATES[section].kinds.flatMap((kind) => kind.stories.map((story) => ({ kind, story })));
}

/**
 * Refuses a story whose parts do not tell the same story: the headline, the standfirst and the
 * body must each name every anchor (the subject and place the template declares). Thrown while
 * the edition is generated, so a template that drifts fails the build's tests, not a reader.
 */
export function checkAnchors(where: string, parts: Record<string, string>, anchors: string[]): void {
  for (const [part, text] of Object.entries(parts)) {
    for (const anchor of anchors) {
      if (!fold(text).includes(fold(anchor))) {
        throw new Error(`demo story ${where}: the ${part} does not name “${anchor}”: ${text}`);
      }
    }
  }
}

/**
 * Writes one story of a section in a language from one template: its headline, standfirst and
 * body filled with one set of facts. `choose` picks the template by id (the edition rotates them);
 * left out, any template may come. A video keeps the first three paragraphs.
 */
export function writeStory(
  rng: Prng,
  section: SectionKey,
  language: ContentLanguage,
  profiles: DemoProfiles,
  options: { video?: boolean; choose?: (ids: string[]) => string } = {},
): WrittenStory {
  const candidates = sectionStories(section);
  const ids = candidates.map((candidate) => candidate.story.id);
  const id = options.choose ? options.choose(ids) : rng.pick(ids);
  const chosen = candidates.find((candidate) => candidate.story.id === id);
  if (!chosen) throw new Error(`no demo story ${section}/${id}`);
  const { kind, story } = chosen;
  const facts = kind.facts({ rng, language, profiles });
  const vars = { ...facts.vars };
  const tags = [...facts.tags];
  if (story.topic) {
    const topic = profiles.topics.find((t) => t.profile.name === story.topic);
    if (!topic) throw new Error(`demo story ${section}/${id}: no topic ${story.topic}`);
    vars.topic = topic.text[language];
    tags.push(topic.profile);
  }
  const fill = (template: Record<ContentLanguage, string>) => fillTemplate(template[language], vars);
  const name = fill(story.headline);
  const description = fill(story.standfirst);
  const paragraphs = story.body.map(fill).slice(0, options.video ? 3 : undefined);
  const anchors = [
    ...story.anchors.slots.map((slot) => vars[slot] ?? fillTemplate(`{${slot}}`, vars)),
    ...(story.anchors.subject ? [story.anchors.subject[language]] : []),
  ];
  checkAnchors(
    `${section}/${id} [${language}]`,
    { headline: name, standfirst: description, body: paragraphs.join(" ") },
    anchors,
  );
  // Tagged with what the story actually names, like an ingested story, not with every fact picked.
  const text = [name, description, ...paragraphs].join(" ");
  return {
    section,
    language,
    kind: kind.name,
    template: id,
    name,
    description,
    body: paragraphs.map((part) => `<p>${escapeHtmlText(part)}</p>`).join("\n"),
    tags: [...new Set(tags)].filter((tag) => mentions(text, tag)),
    anchors,
    place: facts.place ?? null,
    motif: story.motif,
    caption: fill(story.caption),
  };
}
