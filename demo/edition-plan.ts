import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  SECTION_KEYS,
  type SectionKey,
} from "#core/content/content.ts";
import type { CaptionTrackJson } from "#core/tv/tv.ts";
import type { ArticlePhoto, ArticleVideo } from "#server/db/schema.ts";
import { demoPicturePath, STORY_PICTURE_SIZE, storyPictureName } from "./demo-picture.ts";
import type { DemoProfiles, Tri } from "./demo-profiles.ts";
import { bylineFor, type DemoPublisher, publishersFor } from "./demo-publishers.ts";
import { slugify } from "./discover-tree.ts";
import { createPrng } from "./prng.ts";
import { createTemplateRotation } from "./template-rotation.ts";
import { sectionStories, type WrittenStory, writeStory } from "./write-story.ts";

/**
 * The demo edition as a sequence of items (stories and videos), newest first, computed from the
 * counts and `now` alone: the same inputs give the same edition. Items are produced one at a
 * time so a benchmark edition of 100,000 stories never sits in memory at once.
 */

export const DEMO_SEED = 763;
export const DEMO_VIDEO_FILE = "/media/demo/test-pattern.mp4";
/** The same video as HLS: every other demo video uses it, so both players are exercised. */
export const DEMO_HLS_FILE = "/media/demo/test-pattern.m3u8";
/** How long the test pattern really is: what a demo video's card and player say. */
export const DEMO_VIDEO_SECONDS = 4;
/**
 * The edition's videos (scripts/make-test-video.sh): clips of different lengths, each its own
 * picture, title and tone, with captions in the three languages. A video gets the clip of its
 * ordinal, as MP4 or HLS alternately, so the TV gallery's cards and players differ.
 */
export const DEMO_CLIPS = [
  { name: "clip-harbour", seconds: 24 },
  { name: "clip-city", seconds: 41 },
  { name: "clip-aurora", seconds: 58 },
  { name: "clip-sunset", seconds: 73 },
  { name: "clip-fields", seconds: 87 },
] as const;
const clipCaptions = (name: string): CaptionTrackJson[] =>
  DEMO_CAPTIONS.map((track) => ({ ...track, src: `/media/demo/captions/${name}.${track.language}.vtt` }));
/** Every this many videos (from the first) has captions in the three languages. */
export const DEMO_CAPTIONED_EVERY = 3;
/** The test pattern's captions, one WebVTT file per language, each labelled in its own language. */
export const DEMO_CAPTIONS: CaptionTrackJson[] = [
  { language: "en", label: "English", src: "/media/demo/captions/test-pattern.en.vtt" },
  { language: "es", label: "Español", src: "/media/demo/captions/test-pattern.es.vtt" },
  { language: "pt", label: "Português", src: "/media/demo/captions/test-pattern.pt.vtt" },
];
/** How far back the edition goes. */
export const DEMO_SPAN_MS = 30 * 24 * 60 * 60 * 1000;
/** Stories per language that lead the home page (their importance makes the hero). */
export const HERO_PER_LANGUAGE = 4;
const HERO_IMPORTANCE = [10, 9, 8, 7];
/** Who drew a story's picture, as its credit line says it. */
export const PICTURE_CREDIT: Tri = {
  en: "Icaro demo studio (illustration)",
  es: "Estudio de demostración de Icaro (ilustración)",
  pt: "Estúdio de demonstração do Icaro (ilustração)",
};
/** Facts drawn again when a story would repeat a headline already in the edition. */
const HEADLINE_ATTEMPTS = 20;

/** A written story with what the edition adds: its publisher, date, picture, links and weight. */
export type DemoItem = WrittenStory & {
  index: number;
  context: "news_stories" | "videos";
  publishDate: Date;
  publisher: DemoPublisher;
  author: string;
  photos: ArticlePhoto[];
  url: string;
  guid: string;
  importance: number;
  videos: ArticleVideo[];
  videoLink: string | null;
  videoGuid: string | null;
};

/** Sections in the order the first stories cover them, so the hero mixes news and sport. */
const COVER_ORDER: SectionKey[] = [
  "news",
  "sports",
  "tech",
  "entertainment",
  "music",
  "tv",
  "lifestyle",
  "esports",
];
/** How often each section comes up after every section × language pair has been covered once. */
const SECTION_WEIGHTS: Record<SectionKey, number> = {
  news: 3,
  sports: 3,
  tech: 2,
  entertainment: 2,
  music: 1.5,
  tv: 1,
  lifestyle: 1.5,
  esports: 1,
};
const WEIGHT_TOTAL = SECTION_KEYS.reduce((sum, key) => sum + SECTION_WEIGHTS[key], 0);

/** The path segment a publisher's site files a section under. */
const SECTION_PATHS: Record<SectionKey, Record<ContentLanguage, string>> = {
  news: { en: "news", es: "noticias", pt: "noticias" },
  tech: { en: "technology", es: "tecnologia", pt: "tecnologia" },
  music: { en: "music", es: "musica", pt: "musica" },
  entertainment: { en: "culture", es: "cultura", pt: "entretenimento" },
  sports: { en: "sport", es: "deportes", pt: "esportes" },
  lifestyle: { en: "lifestyle", es: "estilo-de-vida", pt: "estilo-de-vida" },
  tv: { en: "tv", es: "television", pt: "tv" },
  esports: { en: "esports", es: "esports", pt: "esports" },
};

/** A section's TV row: this many of its newest videos come from as many templates. */
const TV_ROW_TEMPLATES = 4;

export function* demoEditionItems(options: {
  articles: number;
  videos: number;
  now: Date;
  profiles: DemoProfiles;
}): Generator<DemoItem> {
  const { articles, videos, now, profiles } = options;
  const total = articles + videos;
  const rng = createPrng(DEMO_SEED);
  // Distinguishes this run's guids and links from an earlier run's (`icaro demo` on a filled database).
  const runTag = Math.floor(now.getTime() / 60_000).toString(36);
  const rotation = createTemplateRotation(rng);
  const recentVideos = new Map<string, string[]>();
  // Headlines already out, so no two items share one (the set holds strings only, not stories).
  const headlines = new Set<string>();
  const heroCount: Record<ContentLanguage, number> = { en: 0, es: 0, pt: 0 };
  let storyCount = 0;
  let videoCount = 0;

  for (let index = 0; index < total; index++) {
    // Videos spread evenly through the edition rather than bunched at one end.
    const isVideo = Math.floor(((index + 1) * videos) / total) > Math.floor((index * videos) / total);
    const ordinal = isVideo ? videoCount++ : storyCount++;
    const pairs = COVER_ORDER.length * CONTENT_LANGUAGES.length;
    let language: ContentLanguage;
    let section: SectionKey;
    if (ordinal < pairs) {
      language = CONTENT_LANGUAGES[ordinal % 3];
      section = COVER_ORDER[Math.floor(ordinal / 3)];
    } else if (isVideo) {
      // Videos go round the sections, a language per round, so every category of the TV gallery
      // fills the same number of pages in every language (docs/decisions/0073-tv-index-pages.md).
      const round = Math.floor((ordinal - pairs) / COVER_ORDER.length);
      section = COVER_ORDER[(ordinal - pairs) % COVER_ORDER.length];
      language = CONTENT_LANGUAGES[round % 3];
    } else {
      language = rng.pick(CONTENT_LANGUAGES);
      section = weightedSection(rng.next());
    }

    // Each section in each language runs its templates in turn, stories and videos together (the
    // home and the feeds show both), so a page does not meet a template twice before the section's
    // templates have run; a video also passes over the templates of the section's last videos (a
    // TV row shows videos only). A repeated headline redraws the facts.
    const stream = `${section}/${language}`;
    const lastVideos = recentVideos.get(stream) ?? [];
    const template = rotation.choose(
      stream,
      sectionStories(section).map((s) => s.story.id),
      isVideo ? lastVideos : [],
    );
    if (isVideo) recentVideos.set(stream, [template, ...lastVideos].slice(0, TV_ROW_TEMPLATES));
    let story = writeStory(rng, section, language, profiles, { video: isVideo, choose: () => template });
    for (let attempt = 1; headlines.has(story.name) && attempt < HEADLINE_ATTEMPTS; attempt++) {
      story = writeStory(rng, section, language, profiles, { video: isVideo, choose: () => template });
    }
    headlines.add(story.name);
    const publisher = rng.pick(publishersFor(section, language));
    // Denser towards now: the newest item a few minutes old, the oldest close to 30 days.
    const position = (index + rng.next()) / total;
    const ageMs = 2 * 60_000 + (DEMO_SPAN_MS - 62 * 60_000) * position ** 1.5;
    const publishDate = new Date(Math.floor((now.getTime() - ageMs) / 1000) * 1000);

    let importance = 0;
    if (!isVideo && heroCount[language] < HERO_PER_LANGUAGE) {
      importance = HERO_IMPORTANCE[heroCount[language]++];
    } else if (rng.chance(0.12)) {
      importance = rng.int(1, 3);
    }

    const date = publishDate.toISOString().slice(0, 10).replace(/-/g, "/");
    const slug = slugify(story.name).split("-").slice(0, 12).join("-");
    const url = `https://${publisher.domain}/${SECTION_PATHS[section][language]}/${date}/${slug}-${runTag}${index}`;
    const videoGuid = isVideo ? `icaro-demo-video:${runTag}:${index}` : null;
    // Chosen by ordinal, not by the generator, so adding HLS left every other draw as it was.
    const hls = ordinal % 2 === 1;
    // Two videos in a row get different clips, and the format alternates within each clip too.
    const clip = DEMO_CLIPS[Math.floor(ordinal / 2) % DEMO_CLIPS.length];
    const videoFile = `/media/demo/${clip.name}.${hls ? "m3u8" : "mp4"}`;
    const videoType = hls ? "application/vnd.apple.mpegurl" : "video/mp4";

    yield {
      ...story,
      index,
      context: isVideo ? "videos" : "news_stories",
      publishDate,
      publisher,
      author: bylineFor(publisher, section),
      // The item's index seeds its picture: every story of an edition gets its own drawing.
      photos: [
        {
          original: demoPicturePath(storyPictureName(story.motif, index)),
          ...STORY_PICTURE_SIZE,
          caption: story.caption,
          credit: PICTURE_CREDIT[language],
        },
      ],
      url,
      guid: `icaro-demo:${runTag}:${index}`,
      importance,
      videos: videoGuid
        ? [
            {
              link: videoFile,
              guid: videoGuid,
              type: videoType,
              duration: clip.seconds,
              ...(ordinal % DEMO_CAPTIONED_EVERY === 0 ? { captions: clipCaptions(clip.name) } : {}),
            },
          ]
        : [],
      videoLink: videoGuid ? videoFile : null,
      videoGuid,
    };
  }
}

function weightedSection(roll: number): SectionKey {
  let left = roll * WEIGHT_TOTAL;
  for (const key of SECTION_KEYS) {
    left -= SECTION_WEIGHTS[key];
    if (left < 0) return key;
  }
  return "news";
}
