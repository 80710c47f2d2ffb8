import { describe, expect, it } from "vitest";
import { captionTrackIndex, formatDuration, stepVolume } from "./tv-state.ts";

const track = (language: string) => ({ language, label: language, src: `/media/demo/${language}.vtt` });

describe("captionTrackIndex", () => {
  it("picks the reader's language, then its base language, then the first track", () => {
    const tracks = [track("en"), track("es"), track("pt-BR")];
    expect(captionTrackIndex(tracks, "es")).toBe(1);
    expect(captionTrackIndex(tracks, "pt")).toBe(2);
    expect(captionTrackIndex(tracks, "pt-BR")).toBe(2);
    expect(captionTrackIndex([track("es")], "en")).toBe(0);
    expect(captionTrackIndex([], "en")).toBe(-1);
  });
});

describe("stepVolume", () => {
  it("steps within 0…1 without drifting", () => {
    expect(stepVolume(1, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
    let volume = 0;
    for (let i = 0; i < 3; i++) volume = stepVolume(volume, 0.1);
    expect(volume).toBe(0.3);
  });
});

describe("formatDuration", () => {
  it("reads as a clock", () => {
    expect(formatDuration(4)).toBe("0:04");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3723)).toBe("1:02:03");
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});
