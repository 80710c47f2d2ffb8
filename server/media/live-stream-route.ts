import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { CHANNEL_NAME_MAX, CHANNEL_NAME_PATTERN } from "#core/tv/tv.ts";
import { sendApiError } from "#server/http/api/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { type LoopSegment, livePlaylistText, liveWindow, parseVodPlaylist } from "./live-playlist.ts";
import { mediaErrors } from "./media-errors.ts";

/** Where the recorded loops are, under the public files (scripts/make-test-video.sh writes them). */
export const LIVE_LOOPS_DIR = "media/demo/live";

/**
 * `GET /media/live/<name>.m3u8`: a live HLS playlist over the recorded loop
 * `/media/demo/live/<name>.m3u8`, moving with the clock (server/media/live-playlist.ts). The demo's
 * live channels stream these; an operator's channels point at their own encoders instead. Cached
 * for one second: a live playlist changes with every segment (2 s), and a player reloads it about
 * once per segment.
 */
export function liveStreamRoutes(options: { publicDirs: string[]; now?: () => number }) {
  const now = options.now ?? Date.now;
  // A loop is read once (the files are part of the build); an unknown name is not remembered.
  const loops = new Map<string, Promise<LoopSegment[] | null>>();
  const loopOf = (name: string) => {
    let loop = loops.get(name);
    if (!loop) {
      loop = readLoop(options.publicDirs, name);
      loop.then((segments) => {
        if (segments === null) loops.delete(name);
      });
      loops.set(name, loop);
    }
    return loop;
  };

  const app = new Hono<AppEnv>();
  app.get("/media/live/:file{[^/]+\\.m3u8}", async (c) => {
    const name = c.req.param("file").slice(0, -".m3u8".length);
    const loop =
      name.length <= CHANNEL_NAME_MAX && CHANNEL_NAME_PATTERN.test(name) ? await loopOf(name) : null;
    if (!loop) return sendApiError(c, mediaErrors.notFound("no such live stream"));
    return c.body(livePlaylistText(liveWindow(loop, now())), 200, {
      "Content-Type": "application/vnd.apple.mpegurl",
      "Cache-Control": "public, max-age=1",
    });
  });
  return app;
}

async function readLoop(publicDirs: string[], name: string): Promise<LoopSegment[] | null> {
  for (const dir of publicDirs) {
    try {
      const text = await readFile(path.join(dir, LIVE_LOOPS_DIR, `${name}.m3u8`), "utf8");
      const segments = parseVodPlaylist(text, `/${LIVE_LOOPS_DIR}/${name}.m3u8`);
      if (segments.length > 0) return segments;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return null;
}
