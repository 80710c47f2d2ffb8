import { describe, expect, it } from "vitest";
import {
  articleVideoLink,
  chooseVideoSource,
  isAppleWebKit,
  isIosBrowser,
  isoDuration,
  needsScriptToPlay,
  prefersNativeHls,
  startsMuted,
  youtubeId,
} from "./video-source.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IOS_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1";

describe("video source choice (docs/behaviour/content.md#video-source)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=x", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("plays %s in the YouTube player", (link, id) => {
    expect(chooseVideoSource(link)).toEqual({
      kind: "youtube",
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`,
    });
  });

  it.each([
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onerror",
    "javascript://youtube.com/watch?v=dQw4w9WgXcQ",
    "/media/demo/test-pattern.mp4",
  ])("does not take %s for YouTube", (link) => {
    expect(youtubeId(link)).toBeNull();
    expect(chooseVideoSource(link)?.kind).not.toBe("youtube");
  });

  it.each([
    ["/media/demo/test-pattern.m3u8", "hls"],
    ["https://cdn.example.com/live/master.M3U8?token=a#t=3", "hls"],
    ["/media/demo/test-pattern.mp4", "mp4"],
    ["https://cdn.example.com/clip.webm", "mp4"],
    ["https://cdn.example.com/video?format=m3u8", "mp4"],
  ])("plays %s as %s", (link, kind) => {
    expect(chooseVideoSource(link)).toEqual({ kind, src: link });
  });

  it("has no source without a link", () => {
    expect(chooseVideoSource(null)).toBeNull();
    expect(chooseVideoSource("  ")).toBeNull();
  });

  it("takes the article's video link, else its first video", () => {
    expect(articleVideoLink({ video: { link: "/a.mp4" }, videos: [{ link: "/b.mp4" }] })).toBe("/a.mp4");
    expect(articleVideoLink({ video: null, videos: [{ link: "/b.m3u8" }] })).toBe("/b.m3u8");
    expect(articleVideoLink({ video: null, videos: [] })).toBeNull();
  });
});

describe("muting and players", () => {
  it("recognises iOS browsers, iPadOS included", () => {
    expect(isIosBrowser(IPHONE)).toBe(true);
    expect(isIosBrowser(IOS_CHROME)).toBe(true);
    expect(isIosBrowser(MAC_SAFARI, 5)).toBe(true); // iPadOS reports a Mac with touch points.
    expect(isIosBrowser(MAC_SAFARI, 0)).toBe(false);
    expect(isIosBrowser(ANDROID)).toBe(false);
  });

  it("starts muted before initialisation and on iOS only", () => {
    expect(startsMuted({ initialised: false, ios: false })).toBe(true);
    expect(startsMuted({ initialised: true, ios: true })).toBe(true);
    expect(startsMuted({ initialised: true, ios: false })).toBe(false);
  });

  it("tells Safari's engine from Chromium's", () => {
    expect(isAppleWebKit(MAC_SAFARI)).toBe(true);
    expect(isAppleWebKit(IPHONE)).toBe(true);
    expect(isAppleWebKit(IOS_CHROME)).toBe(true);
    expect(isAppleWebKit(CHROME)).toBe(false);
    expect(isAppleWebKit(HEADLESS)).toBe(false);
    expect(isAppleWebKit(ANDROID)).toBe(false);
  });

  it("plays HLS natively on Safari and without MSE, through hls.js elsewhere", () => {
    expect(prefersNativeHls({ canPlayHls: "maybe", hasMediaSource: true, appleWebKit: true })).toBe(true);
    expect(prefersNativeHls({ canPlayHls: "", hasMediaSource: false, appleWebKit: false })).toBe(true);
    // Recent Chromium can play HLS itself, but only hls.js sends credentials with each request.
    expect(prefersNativeHls({ canPlayHls: "maybe", hasMediaSource: true, appleWebKit: false })).toBe(false);
    expect(prefersNativeHls({ canPlayHls: "", hasMediaSource: true, appleWebKit: true })).toBe(false);
  });

  it.each([
    [65, "PT1M5S"],
    [3600, "PT1H"],
    [3725.4, "PT1H2M5S"],
    [7, "PT7S"],
  ])("writes %d seconds as %s", (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });

  it("has no duration for nothing, zero or a bad number", () => {
    expect(isoDuration(undefined)).toBeUndefined();
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
  });
});

describe("needsScriptToPlay", () => {
  it("is true for YouTube and HLS, false for an MP4 or no video", () => {
    expect(needsScriptToPlay(chooseVideoSource("https://youtu.be/dQw4w9WgXcQ"))).toBe(true);
    expect(needsScriptToPlay(chooseVideoSource("/media/demo/test-pattern.m3u8"))).toBe(true);
    expect(needsScriptToPlay(chooseVideoSource("/media/demo/test-pattern.mp4"))).toBe(false);
    expect(needsScriptToPlay(null)).toBe(false);
  });
});
