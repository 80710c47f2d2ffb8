import { describe, expect, it } from "vitest";
import { type LoopSegment, livePlaylistText, liveWindow, parseVodPlaylist } from "./live-playlist.ts";

const loop: LoopSegment[] = [0, 1, 2, 3].map((i) => ({
  uri: `/media/demo/live/sports-${i}.ts`,
  duration: 2,
}));
const LOOP_MS = 8000;

describe("liveWindow", () => {
  it("lists the three segments recorded before now, numbered from the epoch", () => {
    // 1,000 loops in and 6.5 s into the next: segment 3 is being recorded, 0–2 are done.
    const window = liveWindow(loop, 1000 * LOOP_MS + 6500);
    expect(window.mediaSequence).toBe(4000);
    expect(window.entries.map((entry) => entry.uri)).toEqual([
      "/media/demo/live/sports-0.ts",
      "/media/demo/live/sports-1.ts",
      "/media/demo/live/sports-2.ts",
    ]);
    expect(window.targetDuration).toBe(2);
    // Segment 4000 starts repetition 1000: its restart is counted in the sequence, not tagged.
    expect(window.discontinuitySequence).toBe(1000);
    expect(window.entries.map((entry) => entry.discontinuity)).toEqual([false, false, false]);
  });

  it("marks the loop's restart inside the window with a discontinuity", () => {
    const window = liveWindow(loop, 1000 * LOOP_MS + 2500); // recording segment 1 of repetition 1000
    expect(window.mediaSequence).toBe(3998);
    expect(window.entries.map((entry) => entry.uri.slice(-4))).toEqual(["2.ts", "3.ts", "0.ts"]);
    expect(window.entries.map((entry) => entry.discontinuity)).toEqual([false, false, true]);
    expect(window.discontinuitySequence).toBe(999);
  });

  it("moves one segment per segment duration and keeps each segment's numbers", () => {
    let previous = liveWindow(loop, 5 * LOOP_MS);
    for (let t = 5 * LOOP_MS + 2000; t <= 9 * LOOP_MS; t += 2000) {
      const window = liveWindow(loop, t);
      expect(window.mediaSequence).toBe(previous.mediaSequence + 1);
      // The segment that is second now was first before, with the same URI.
      expect(window.entries[0]).toEqual({ ...previous.entries[1], discontinuity: false });
      // A restart that scrolled out of the window moved into the sequence.
      const droppedRestart = previous.entries[1].discontinuity ? 1 : 0;
      expect(window.discontinuitySequence).toBe(previous.discontinuitySequence + droppedRestart);
      previous = window;
    }
  });

  it("holds still within a segment", () => {
    expect(liveWindow(loop, 3 * LOOP_MS + 2000)).toEqual(liveWindow(loop, 3 * LOOP_MS + 3999));
    expect(liveWindow(loop, 3 * LOOP_MS + 4000).mediaSequence).toBe(
      liveWindow(loop, 3 * LOOP_MS + 3999).mediaSequence + 1,
    );
  });

  it("follows uneven segment durations", () => {
    const uneven = [
      { uri: "/a.ts", duration: 2 },
      { uri: "/b.ts", duration: 1.5 },
    ];
    // 3.5 s a loop; 10 loops + 2.2 s in: b of repetition 10 (segment 21) is being recorded.
    const window = liveWindow(uneven, 35_000 + 2200);
    expect(window.entries.map((entry) => entry.uri)).toEqual(["/a.ts", "/b.ts", "/a.ts"]);
    expect(window.mediaSequence).toBe(18);
    expect(window.entries.map((entry) => entry.discontinuity)).toEqual([false, false, true]);
    // 1.9 s into a loop, `a` (2 s) is still being recorded.
    expect(liveWindow(uneven, 35_000 + 1900).mediaSequence).toBe(17);
    expect(window.targetDuration).toBe(2);
  });

  it("starts at zero at the epoch and refuses an empty loop", () => {
    expect(liveWindow(loop, 0)).toMatchObject({ mediaSequence: 0, entries: [] });
    expect(liveWindow(loop, 4100).entries).toHaveLength(2);
    expect(() => liveWindow([], 1)).toThrow();
  });
});

describe("livePlaylistText", () => {
  it("writes a live playlist: no ENDLIST, sequences and the restart tag", () => {
    const text = livePlaylistText(liveWindow(loop, 1000 * LOOP_MS + 2500));
    expect(text).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-TARGETDURATION:2",
        "#EXT-X-MEDIA-SEQUENCE:3998",
        "#EXT-X-DISCONTINUITY-SEQUENCE:999",
        "#EXTINF:2.000,",
        "/media/demo/live/sports-2.ts",
        "#EXTINF:2.000,",
        "/media/demo/live/sports-3.ts",
        "#EXT-X-DISCONTINUITY",
        "#EXTINF:2.000,",
        "/media/demo/live/sports-0.ts",
        "",
      ].join("\n"),
    );
    expect(text).not.toContain("ENDLIST");
    expect(text).not.toContain("PLAYLIST-TYPE");
  });
});

describe("parseVodPlaylist", () => {
  it("reads ffmpeg's segments and durations, resolving URIs against the playlist", () => {
    const text =
      "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000000,\nsports-0.ts\n#EXTINF:1.5,\r\nsports-1.ts\n#EXT-X-ENDLIST\n";
    expect(parseVodPlaylist(text, "/media/demo/live/sports.m3u8")).toEqual([
      { uri: "/media/demo/live/sports-0.ts", duration: 2 },
      { uri: "/media/demo/live/sports-1.ts", duration: 1.5 },
    ]);
    expect(parseVodPlaylist("#EXTM3U\nstray.ts\n", "/x.m3u8")).toEqual([]);
  });
});
