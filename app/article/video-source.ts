/**
 * Which player a video link needs (docs/behaviour/content.md#video-source, video source choice): a YouTube
 * link plays in YouTube's player, an `.m3u8` link is HLS (hls.js, with credentials), anything
 * else is an MP4 for the browser's own <video>. Pure, so it is tested without a browser.
 */
export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "hls"; src: string }
  | { kind: "mp4"; src: string };

export const HLS_MIME_TYPE = "application/vnd.apple.mpegurl";

// YouTube video ids are 11 characters of the URL-safe base64 alphabet.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);

/** The video id of a YouTube watch, short, embed or shorts link; null for anything else. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null; // Relative links are ours, never YouTube's.
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") {
    id = url.pathname.split("/")[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    id =
      url.pathname === "/watch"
        ? url.searchParams.get("v")
        : (/^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? null);
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The embed address: the no-cookie domain, so merely showing the player sets no tracking
 * cookie; autoplay because the iframe only appears after the reader pressed play.
 */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`;
}

export function chooseVideoSource(link: string | null | undefined): VideoSource | null {
  const value = link?.trim();
  if (!value) return null;
  const id = youtubeId(value);
  if (id) return { kind: "youtube", id, embedUrl: youtubeEmbedUrl(id) };
  const path = value.split(/[?#]/, 1)[0];
  return /\.m3u8$/i.test(path) ? { kind: "hls", src: value } : { kind: "mp4", src: value };
}

/**
 * Whether the video plays only with a script: YouTube's player is an iframe shown when the reader
 * presses play, and an HLS playlist is attached in the browser (hls.js or native); an MP4 plays in
 * the browser's own <video> without one.
 */
export function needsScriptToPlay(source: VideoSource | null): boolean {
  return source?.kind === "youtube" || source?.kind === "hls";
}

/** The link of an article's video: `video.link`, else the first of `videos`. */
export function articleVideoLink(article: {
  video: { link: string } | null;
  videos: { link: string }[];
}): string | null {
  return article.video?.link || article.videos[0]?.link || null;
}

/**
 * iPhone, iPod and iPad browsers (iPadOS reports itself as a Mac with touch points): they block
 * unmuted autoplay and take over the screen, so videos start muted there (docs/behaviour/content.md#video-source).
 */
export function isIosBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  return /\b(iPhone|iPod|iPad)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** docs/behaviour/content.md#video-source: muted on iOS mobile browsers, and before the player is initialised (server HTML). */
export function startsMuted(options: { initialised: boolean; ios: boolean }): boolean {
  return !options.initialised || options.ios;
}

/**
 * Safari's engine, on macOS or iOS (every iOS browser is WebKit: CriOS and FxiOS count): the
 * browsers whose own HLS player is the reference one.
 */
export function isAppleWebKit(userAgent: string): boolean {
  return /\bSafari\//.test(userAgent) && !/(Chrome|Chromium|Edg|OPR|Android)\//.test(userAgent);
}

/**
 * Whether to hand an HLS stream to the browser rather than to hls.js: on Safari and iOS when it
 * says it can play HLS, and wherever Media Source Extensions are missing (hls.js needs them).
 * Recent Chromium plays HLS too, but hls.js is kept there: it sends credentials with every
 * request (docs/behaviour/content.md#video-source) and behaves the same in every browser.
 */
export function prefersNativeHls(options: {
  canPlayHls: string;
  hasMediaSource: boolean;
  appleWebKit: boolean;
}): boolean {
  return !options.hasMediaSource || (options.appleWebKit && options.canPlayHls !== "");
}

/** A duration in seconds as ISO 8601 (PT1M5S), as schema.org VideoObject wants it. */
export function isoDuration(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}
