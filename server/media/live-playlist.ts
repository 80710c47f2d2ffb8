/*
 * A live HLS media playlist over a loop of recorded segments (the demo's live channels, decision
 * 0071): the clock says which segment of an endless repetition of the loop is being "broadcast",
 * and the playlist lists the few before it, as a live encoder's would. Pure, so the window
 * arithmetic is tested without a clock or files.
 */

export type LoopSegment = { uri: string; duration: number };

/** Segments a live playlist lists: a player starts about this many segments behind the edge. */
export const LIVE_WINDOW = 3;

export type LiveWindow = {
  /** The absolute number of the first listed segment since the epoch (EXT-X-MEDIA-SEQUENCE). */
  mediaSequence: number;
  /** How many loop restarts came before the first listed segment (EXT-X-DISCONTINUITY-SEQUENCE). */
  discontinuitySequence: number;
  targetDuration: number;
  entries: (LoopSegment & { discontinuity: boolean })[];
};

/**
 * The window at `nowMs` (epoch milliseconds). Segment `k` of the endless stream is loop segment
 * `k mod n` of repetition `floor(k / n)`; it becomes available when it has been "recorded", so the
 * window ends with the last segment that ended at or before now. Every repetition after the first
 * starts with a discontinuity (its timestamps start again); a restart already scrolled out counts
 * in the discontinuity sequence, so each segment keeps one number from playlist to playlist.
 */
export function liveWindow(loop: LoopSegment[], nowMs: number, size: number = LIVE_WINDOW): LiveWindow {
  if (loop.length === 0) throw new Error("a live loop needs at least one segment");
  const loopMs = loop.reduce((sum, segment) => sum + Math.round(segment.duration * 1000), 0);
  if (loopMs <= 0) throw new Error("a live loop needs a duration");
  const n = loop.length;
  // The segment being recorded now: whole repetitions, then the segments of this one that ended.
  const repetition = Math.floor(nowMs / loopMs);
  let intoLoop = nowMs - repetition * loopMs;
  let current = 0;
  while (current < n - 1 && intoLoop >= Math.round(loop[current].duration * 1000)) {
    intoLoop -= Math.round(loop[current].duration * 1000);
    current += 1;
  }
  const edge = repetition * n + current; // the first segment not yet complete
  const first = Math.max(0, edge - size);
  const entries = [];
  for (let k = first; k < edge; k += 1) {
    // The tag before the first listed segment is already counted by the discontinuity sequence.
    entries.push({ ...loop[k % n], discontinuity: k % n === 0 && k > first });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / n),
    targetDuration: Math.max(...loop.map((segment) => Math.ceil(segment.duration))),
    entries,
  };
}

/** The playlist text of a window: live (no EXT-X-ENDLIST, no playlist type). */
export function livePlaylistText(window: LiveWindow): string {
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${window.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const entry of window.entries) {
    if (entry.discontinuity) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXTINF:${entry.duration.toFixed(3)},`, entry.uri);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The segments of a VOD playlist (what ffmpeg writes for a loop): each `#EXTINF:<seconds>,` and
 * the URI after it, resolved against `base` (the playlist's own path). Anything else is ignored;
 * a playlist without segments gives an empty list.
 */
export function parseVodPlaylist(text: string, base: string): LoopSegment[] {
  const segments: LoopSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith("#") && duration !== null && duration > 0) {
      segments.push({ uri: new URL(line, `https://site${base}`).pathname, duration });
      duration = null;
    }
  }
  return segments;
}
