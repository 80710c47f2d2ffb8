import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

/*
 * The demo's live channels (decision 0071): /media/live/<name>.m3u8 is a live HLS
 * playlist that moves with the clock over a recorded loop. hls.js (the light build the app's
 * player loads) must play it as live, straight through the loop's restarts (every 8 s, marked
 * EXT-X-DISCONTINUITY), in Debian's Chromium. The TV pages' own tests play a channel through the
 * page; this one holds the stream to account without them.
 */

const HLS_LIGHT = fileURLToPath(new URL("../../node_modules/hls.js/dist/hls.light.min.js", import.meta.url));

// hls.js is injected into a plain document of the site (same origin as the stream): the page's CSP
// allows only its own nonced scripts, so this test's context bypasses it.
test.use({ bypassCSP: true });

test("both demo channels play live through the loop's restarts", async ({ page }) => {
  await page.goto("/robots.txt");
  await page.addScriptTag({ path: HLS_LIGHT });
  const played = await page.evaluate(async () => {
    type Hls = {
      new (): Hls;
      Events: Record<string, string>;
      on(event: string, listener: (name: string, data: never) => void): void;
      loadSource(url: string): void;
      attachMedia(video: HTMLVideoElement): void;
    };
    const Hls = (window as unknown as { Hls: Hls }).Hls;
    const play = (name: string) => {
      const video = document.createElement("video");
      video.muted = true;
      document.body.append(video);
      const hls = new Hls();
      const state = { name, live: false, fatal: [] as string[], video, loops: new Set<number>() };
      // A fragment shown after a restart of the loop carries the next discontinuity counter.
      hls.on(Hls.Events.FRAG_CHANGED, (_, data: { frag: { cc: number } }) => {
        state.loops.add(data.frag.cc);
      });
      hls.on(Hls.Events.LEVEL_LOADED, (_, data: { details: { live: boolean } }) => {
        state.live = data.details.live;
      });
      hls.on(Hls.Events.ERROR, (_, data: { fatal: boolean; details: string }) => {
        if (data.fatal) state.fatal.push(data.details);
      });
      hls.loadSource(`/media/live/${name}.m3u8`);
      hls.attachMedia(video);
      void video.play();
      return state;
    };
    const channels = [play("sports"), play("news")];
    // Until each has played on past one restart of its 8-second loop (or failed): what a viewer sees.
    await new Promise<void>((resolve) => {
      const check = () => {
        const done = channels.every(
          (channel) => channel.fatal.length > 0 || (channel.loops.size >= 2 && channel.video.currentTime > 0),
        );
        if (done) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return channels.map(({ name, live, fatal, video, loops }) => ({
      name,
      live,
      fatal,
      loops: loops.size,
      currentTime: video.currentTime,
      width: video.videoWidth,
      paused: video.paused,
    }));
  });
  for (const channel of played) {
    expect(channel, channel.name).toMatchObject({ live: true, fatal: [], width: 426, paused: false });
    expect(channel.loops, channel.name).toBeGreaterThanOrEqual(2);
  }
});

test("an unknown live stream is a 404, and a playlist is live and short-lived", async ({ request }) => {
  expect((await request.get("/media/live/nobody.m3u8")).status()).toBe(404);
  const response = await request.get("/media/live/sports.m3u8");
  expect(response.headers()["content-type"]).toBe("application/vnd.apple.mpegurl");
  expect(response.headers()["cache-control"]).toBe("public, max-age=1");
  const text = await response.text();
  expect(text).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
  expect(text).not.toContain("#EXT-X-ENDLIST");
});
