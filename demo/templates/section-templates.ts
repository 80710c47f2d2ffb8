import type { SectionKey } from "#core/content/content.ts";
import { ENTERTAINMENT } from "./entertainment.ts";
import { ESPORTS } from "./esports.ts";
import { LIFESTYLE } from "./lifestyle.ts";
import { MUSIC } from "./music.ts";
import { NEWS } from "./news.ts";
import { SPORTS } from "./sports.ts";
import type { SectionTemplates } from "./story-kind.ts";
import { TECH } from "./tech.ts";
import { TV } from "./tv.ts";

/** The story templates of every section. */
export const SECTION_TEMPLATES: Record<SectionKey, SectionTemplates> = {
  news: NEWS,
  tech: TECH,
  music: MUSIC,
  entertainment: ENTERTAINMENT,
  sports: SPORTS,
  lifestyle: LIFESTYLE,
  tv: TV,
  esports: ESPORTS,
};
