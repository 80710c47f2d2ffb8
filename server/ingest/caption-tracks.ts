import type { CaptionTrackJson } from "#core/tv/tv.ts";
import { resolveUrl } from "./sanitize-body.ts";

/*
 * A video's WebVTT captions as feeds give them (MRSS `media:subTitle`, JSON Feed attachments of
 * type text/vtt), made into the tracks the player offers (`<track kind="captions">`). Only WebVTT:
 * it is the one captions format browsers play; SRT or TTML tracks are left out.
 */

/** More tracks than this on one video is a feed's mistake, not a choice for a reader. */
export const CAPTIONS_MAX = 12;

export type RawCaption = { src?: string; type?: string; language?: string; title?: string };

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

function isWebVtt(type: string | undefined, src: string): boolean {
  if (type?.trim()) return /^text\/vtt\b/i.test(type.trim());
  return /\.vtt(?:[?#]|$)/i.test(src);
}

/** The language's name in itself ("English", "Español", "Português (Brasil)"), as players list tracks. */
export function captionLabel(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: "language" }).of(language);
    if (name && name !== language) return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    // An unusual tag Intl does not know: the tag itself is still a usable label.
  }
  return language;
}

/**
 * The tracks, each once (by source), with an http(s) source resolved against the item's link and
 * a language: the track's own, else `fallback` (the item's or the feed's). A track whose language
 * cannot be told is left out: a reader could not choose it.
 */
export function captionTracks(raw: RawCaption[], base: string, fallback: string | null): CaptionTrackJson[] {
  const tracks: CaptionTrackJson[] = [];
  const seen = new Set<string>();
  for (const caption of raw) {
    const src = caption.src ? resolveUrl(caption.src, base) : null;
    if (!src || !/^https?:/i.test(src) || seen.has(src) || !isWebVtt(caption.type, src)) continue;
    const own = [caption.language, caption.title].find((tag) => tag && LANGUAGE_TAG.test(tag.trim()));
    const language = (own ?? fallback ?? "").trim().replace(/_/g, "-");
    if (!LANGUAGE_TAG.test(language)) continue;
    seen.add(src);
    const title = caption.title?.trim();
    const label = title && title !== own ? title.slice(0, 100) : captionLabel(language);
    tracks.push({ language, label, src });
    if (tracks.length === CAPTIONS_MAX) break;
  }
  return tracks;
}

/** A duration in whole seconds, when the feed gave a positive, sane one (at most a day). */
export function durationSeconds(value: unknown): number | undefined {
  const seconds = typeof value === "string" ? Number(value) : value;
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400)
    return undefined;
  return Math.round(seconds);
}
