import type { ContentLanguage, SectionKey } from "#core/content.ts";
import type { DemoProfile, DemoProfiles } from "./demo-profiles.ts";
import type { Prng } from "./prng.ts";
import { SECTION_TEMPLATES } from "./templates/section-templates.ts";
import type { StoryKind } from "./templates/story-kind.ts";
import { CLOSERS, VIDEO_PREFIX } from "./templates/vocabulary.ts";

/** One story or video as the templates wrote it, before it gets a publisher, a date and a picture. */
export type WrittenStory = {
  section: SectionKey;
  language: ContentLanguage;
  kind: string;
  name: string;
  description: string;
  /** Paragraphs of escaped text: safe HTML by construction, nothing for a sanitizer to remove. */
  body: string;
  tags: DemoProfile[];
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

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
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

function pickKind(rng: Prng, kinds: StoryKind[]): StoryKind {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  let roll = rng.next() * total;
  for (const kind of kinds) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return kinds[kinds.length - 1];
}

/**
 * Writes one story of a section in a language: a kind of story, its facts, then a title, a
 * description and a body of five paragraphs (the lead, two more, a quote, a closing line) —
 * a video gets a shorter body and a "Video:" title.
 */
export function writeStory(
  rng: Prng,
  section: SectionKey,
  language: ContentLanguage,
  profiles: DemoProfiles,
  options: { video?: boolean } = {},
): WrittenStory {
  const kind = pickKind(rng, SECTION_TEMPLATES[section].kinds);
  const { vars, tags } = kind.facts({ rng, language, profiles });
  const fill = (template: Record<ContentLanguage, string>) => fillTemplate(template[language], vars);
  const title = fill(rng.pick(kind.titles));
  // The first paragraph is the lead; then one about the story's topic when the kind has one (so
  // the story names what it is tagged with), and the others in any order.
  const [lead, ...rest] = kind.paragraphs;
  const onTopic = rest.filter((paragraph) => paragraph.en.includes("{topic}"));
  const first = onTopic.length > 0 ? rng.pick(onTopic) : rng.pick(rest);
  const others = rng.sample(
    rest.filter((paragraph) => paragraph !== first),
    options.video ? 0 : 1,
  );
  const paragraphs = [lead, first, ...others].map(fill);
  const quote = fill(rng.pick(kind.quotes));
  const closer = rng.pick(CLOSERS)[language];
  const parts = options.video
    ? [paragraphs[0], quote, paragraphs[1]]
    : [paragraphs[0], paragraphs[1], quote, paragraphs[2], closer];
  const description = fill(rng.pick(kind.descriptions));
  // Tagged with what the story actually names, like an ingested story, not with every fact picked.
  const text = [title, description, ...parts].join(" ");
  return {
    section,
    language,
    kind: kind.name,
    name: options.video ? `${VIDEO_PREFIX[language]}: ${title}` : title,
    description,
    body: parts.map((part) => `<p>${escapeHtml(part)}</p>`).join("\n"),
    tags: tags.filter((tag) => mentions(text, tag)),
  };
}
