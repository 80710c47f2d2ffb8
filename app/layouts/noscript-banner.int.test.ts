import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleJson } from "#core/content.ts";
import { createTestApp } from "#server/testing/test-app.ts";

const BANNER = /<noscript><p class="noscript">[^<]*<\/p><\/noscript>/;

// Issue 16: with JavaScript off a "requires JavaScript" banner covered every page, though the
// pages are rendered on the server and their links and forms work without it. The HTML is what
// such a browser shows: the banner must be there only where the page needs a script.
describe("the no-JavaScript banner", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let story: ArticleJson;
  let mp4Video: ArticleJson;
  let hlsVideo: ArticleJson;
  beforeAll(async () => {
    harness = await createTestApp("pglite");
    const list = async (query: string) =>
      (await (await harness.app.request(`/api/v3/feed?per=40&${query}`)).json()) as ArticleJson[];
    [story] = await list("context=news_stories&language=en");
    const videos = await list("context=videos");
    mp4Video = videos.find((v) => v.video?.link.endsWith(".mp4")) as ArticleJson;
    hlsVideo = videos.find((v) => v.video?.link.endsWith(".m3u8")) as ArticleJson;
  });
  afterAll(() => harness.close());

  const html = async (path: string) => {
    const response = await harness.app.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("is not on pages that work without JavaScript", async () => {
    const paths = [
      "/",
      "/es",
      "/pt/sitemap",
      `/noproxy/news_stories/web/${story.id}`,
      // An MP4 plays in the browser's own <video>.
      `/es/noproxy/videos/web/${mp4Video.id}`,
      "/sports",
      "/accounts/user",
      "/pt/about",
      "/feed/headlines/id=-1&name=home&context=hero",
    ];
    for (const path of paths) expect(await html(path), path).not.toMatch(BANNER);
  });

  it("is on a page whose video needs a script to play (HLS), in the page's language", async () => {
    expect(await html(`/noproxy/videos/web/${hlsVideo.id}`)).toMatch(BANNER);
    expect(await html(`/pt/noproxy/videos/web/${hlsVideo.id}`)).toContain(
      '<p class="noscript">Este site requer JavaScript.</p>',
    );
  });
});
