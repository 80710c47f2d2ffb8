/**
 * TV and video (docs/behaviour/video-tv.md#tv-video-pages, docs/behaviour/video-tv.md#tv-state, docs/behaviour/video-tv.md#next-video-countdown, docs/behaviour/video-tv.md#live-video-call `site/content/tim-tv`, docs/behaviour/limits.md#timers; docs/decisions/0073-tv-index-pages.md): the
 * constants and JSON shapes shared by the server that answers and the TV pages that ask.
 */
import type { ArticleJson, ContentLanguage, LocalizedNames } from "../content/content.ts";
import type { SportingEventJson } from "../sports/sporting-events.ts";

/** docs/behaviour/limits.md#page-sizes TV gallery: 10 items per page. */
export const TV_GALLERY_PER = 10;
/** The largest page size a client may ask for. */
export const TV_GALLERY_PER_MAX = 50;
/** Gallery pages a client may ask for: page 10,001 is refused. */
export const TV_GALLERY_PAGE_MAX = 10_000;
/** docs/behaviour/limits.md#timers Next-video countdown: 5 s, ticking every second. */
export const NEXT_VIDEO_SECONDS = 5;
export const NEXT_VIDEO_TICK_MS = 1000;
/** Days the live-event calendar covers: today and the next six. */
export const TV_CALENDAR_DAYS = 7;
/** Videos the up-next list holds. */
export const UP_NEXT_MAX = 10;

/**
 * The two TV pages a live channel can be listed on (docs/behaviour/video-tv.md#tv-fixed-pages): /timtv is the
 * carrier's TV, /zoometv the media group's. /timtv/{name} opens any channel by name.
 */
export const CHANNEL_PAGES = ["timtv", "zoometv"] as const;
export type ChannelPage = (typeof CHANNEL_PAGES)[number];

/** A channel's name in URLs (/timtv/{name}): lower-case letters, digits and single hyphens. */
export const CHANNEL_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CHANNEL_NAME_MAX = 60;

/** A WebVTT captions track of a video (`<track kind="captions">`). */
export type CaptionTrackJson = {
  /** BCP 47 tag of the captions' language (`en`, `es`, `pt`, `pt-BR`…). */
  language: string;
  /** The track's name in its own language, as the player lists it ("English", "Español"…). */
  label: string;
  /** The .vtt file: a path on this site or an https URL. */
  src: string;
};

/** One programme of a channel's schedule; `event_id` when it is a game of the sports calendar. */
export type ScheduleItemJson = {
  title: string;
  /** ISO 8601, UTC. */
  starts_at: string;
  ends_at: string;
  event_id: number | null;
};

/** A live channel the operator registered with `icaro channel add` (name, HLS URL, logo, schedule). */
export type LiveChannelJson = {
  name: string;
  title: string;
  /** The HLS playlist (.m3u8) of the live stream. */
  stream: string;
  logo: string | null;
  page: ChannelPage;
  /** The language it broadcasts in; null for a channel without speech or in several. */
  language: ContentLanguage | null;
  /** What is on now, if the schedule says. */
  on_now: ScheduleItemJson | null;
  /** What is on now and next, within the next 24 hours, earliest first. */
  schedule: ScheduleItemJson[];
};

/** A section that has videos, with how many; `labels` in each locale as for article verticals. */
export type TvCategoryJson = { key: string; label: string; labels: LocalizedNames; count: number };

/** A game of the sports calendar, with the sport and the channels that show it. */
export type TvEventJson = SportingEventJson & {
  sport: string;
  channels: { name: string; title: string }[];
};

/**
 * docs/behaviour/video-tv.md#live-video-call `GET api/v3/site/content/tim-tv?site_id`: the TV page — the live channels, featured videos
 * (reader's language first), the categories with videos, and the games live now or later today.
 */
export type TvHomeJson = {
  live: LiveChannelJson[];
  featured: ArticleJson[];
  categories: TvCategoryJson[];
  events: TvEventJson[];
};

/**
 * docs/behaviour/video-tv.md#live-video-call the gallery form, `…tim-tv?site_id&page=1&per=10` (with `category`, `publisher` to narrow):
 * videos newest first, the reader's language first; items wrapped as `{item}` as the spec reads them.
 */
export type TvGalleryJson = {
  page: number;
  per: number;
  total: number;
  endlist: boolean;
  items: { item: ArticleJson }[];
};

/** `GET …tim-tv/up-next?id`: the videos to play after this one (same section first), for the countdown. */
export type TvUpNextJson = { items: ArticleJson[] };

/** `GET …tim-tv/events?days&sport&channel&z`: the live-event calendar, one entry per day. */
export type TvCalendarJson = {
  days: { date: string; events: TvEventJson[] }[];
  /** The sports and channels with events in these days, for the filters. */
  sports: string[];
  channels: { name: string; title: string }[];
};
