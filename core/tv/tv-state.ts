/**
 * The TV state of docs/behaviour/video-tv.md#tv-state: the gallery's videos, the topics, the player's volume and mute (muted
 * by default), whether there are videos, the countdown's nextCanceled and the next video shown by
 * its overlay. The page derives it from its loader data; volume and mute come from the reader's
 * last choice, kept between videos (app/tv/tv-player-settings.ts).
 */
import type { ArticleJson } from "../content/content.ts";
import type { NextCanceled } from "./next-video.ts";
import type { CaptionTrackJson } from "./tv.ts";

/** docs/behaviour/video-tv.md#tv-state nextObj: what the next-video overlay shows, and where it goes. */
export type NextVideoObj = { photo: string | null; publisher: string; title: string; link: string };

export type TvState = {
  galleryVideos: ArticleJson[];
  topics: string[];
  /** 0…1, as HTMLMediaElement.volume. */
  volume: number;
  isMuted: boolean;
  hasVideos: boolean;
  nextCanceled: NextCanceled;
  nextObj: NextVideoObj | null;
};

export const DEFAULT_VOLUME = 1;

/** The overlay's view of the next video (docs/behaviour/video-tv.md#tv-state nextObj). */
export function nextVideoObj(article: ArticleJson, link: string): NextVideoObj {
  return {
    photo: article.photos[0]?.original ?? null,
    publisher: article.publisher.name,
    title: article.name,
    link,
  };
}

/**
 * The captions track for the reader's language: the same tag, else the same base language
 * (`pt` for `pt-BR`), else the first track, so the captions button always has something to show.
 * -1 when the video has no captions.
 */
export function captionTrackIndex(tracks: readonly CaptionTrackJson[], locale: string): number {
  if (tracks.length === 0) return -1;
  const base = (tag: string) => tag.toLowerCase().split("-")[0];
  const exact = tracks.findIndex((track) => track.language.toLowerCase() === locale.toLowerCase());
  if (exact >= 0) return exact;
  const sameBase = tracks.findIndex((track) => base(track.language) === base(locale));
  return sameBase >= 0 ? sameBase : 0;
}

/** A volume step of the ↑/↓ keys, kept within 0…1 and rounded so repeated steps stay exact. */
export function stepVolume(volume: number, delta: number): number {
  return Math.min(1, Math.max(0, Math.round((volume + delta) * 100) / 100));
}

/** A video's length as a clock reads it (1:05, 1:02:03); null when unknown. */
export function formatDuration(seconds: number | undefined): string | null {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
