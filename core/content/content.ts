/**
 * The content API's JSON shapes (docs/behaviour/sports.md#calendar-event, "Sport/category",
 * "Favourite topic node"), shared by the server that writes them and the pages that read them.
 */

export const ARTICLE_CONTEXTS = ["news_stories", "videos"] as const;
export type ArticleContext = (typeof ARTICLE_CONTEXTS)[number];

export const PROFILE_CONTEXTS = ["athletes", "leagues", "teams", "entities"] as const;
export type ProfileContext = (typeof PROFILE_CONTEXTS)[number];

export const SECTION_KEYS = [
  "news",
  "tech",
  "music",
  "entertainment",
  "sports",
  "lifestyle",
  "tv",
  "esports",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Languages an article can be written in (the site's locales). */
export const CONTENT_LANGUAGES = ["en", "es", "pt"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Paging of docs/behaviour/limits.md#page-sizes: feeds default to page 1, per 10; no client may ask for more than 100. */
export const FEED_PER_DEFAULT = 10;
export const PER_MAX = 100;
export const INDIVIDUAL_FEED_PER = 5;
export const AUTOCOMPLETE_PER = 5;
export const RELATED_N = 20;

export type PublisherJson = {
  id: number;
  name: string;
  context: string;
  common_name: string;
  logo: string | null;
};

export type ProfilePhotoJson = { small: string | null; original: string | null };

/**
 * A name in each of the site's languages, where it has one: `name` stays the thing's own name
 * (the spec's field), and a page shows `names[its locale]` when present (core/i18n/localized-names.ts).
 */
export type LocalizedNames = Partial<Record<ContentLanguage, string>>;

export type ProfileJson = {
  id: number;
  context: ProfileContext;
  name: string;
  common_name: string;
  short_name: string | null;
  photo: ProfilePhotoJson;
  has_standings: boolean;
  /** Its name in the readers' languages, where it differs by language (topics, leagues); teams have none. */
  names: LocalizedNames;
};

/** A tag of an article: the profile it mentions, and whether the reader follows it (Favourites issue). */
export type TagJson = ProfileJson & { following: boolean };

export type ArticleJson = {
  id: number;
  context: ArticleContext;
  name: string;
  description: string;
  publish_date: string;
  /**
   * When the story last changed: its publisher's update (an ingested item whose content changed),
   * else `publish_date` (docs/decisions/0063-article-reading-mode.md: the page says "Updated …" when it is meaningfully later).
   */
  updated_date: string;
  publisher: PublisherJson;
  /** `label` is in the story's language; `labels` has the section's label in each locale. */
  verticals: { key: string; label: string; labels: LocalizedNames }[];
  /** `credit` names who took or drew the picture (shown under it with the caption). */
  photos: { original: string; width?: number; height?: number; caption?: string; credit?: string }[];
  /** Sanitized HTML; left out of list responses (present on `media/{type}/{id}`). */
  body?: string;
  tags: TagJson[];
  link: { url: string }[] | string;
  external: boolean;
  offline: boolean;
  importance: number;
  /**
   * `duration` in seconds; `captions` the WebVTT tracks the feed gave, each core/tv/tv.ts
   * `CaptionTrackJson` (written out here: core/tv/tv.ts imports this module, and a cycle is refused).
   */
  videos: {
    link: string;
    guid?: string;
    type?: string;
    duration?: number;
    captions?: { language: string; label: string; src: string }[];
  }[];
  categories: string[];
  language: ContentLanguage;
  author: string | null;
  amphtml: string | null;
  feed: { goto_short_link: string | null };
  video: { link: string; guid: string | null } | null;
};

/** A node of the Discover tree (docs/behaviour/discover.md#topic-node). */
export type DiscoverNodeJson = {
  key: string;
  name: string;
  type: "label" | "dynamic" | "profile";
  nodes: DiscoverNodeJson[];
  profile: ProfileJson | null;
  context_type: string | null;
  filter_context: string | null;
  load_profile: boolean;
  canDrill: boolean;
  api: string | null;
};
