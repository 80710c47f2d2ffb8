import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeEntry } from "#app/routing/route-table.ts";
import type { ArticleJson } from "#core/content/content.ts";
import { slugify } from "#core/routing/article-urls.ts";
import { tvGalleryPath } from "#core/routing/tv-urls.ts";
import type { TvGalleryJson } from "#core/tv/tv.ts";
import { createTestApp } from "#server/testing/test-app.ts";

// The TV video page through the whole server over the demo edition (docs/decisions/0072-tv-player-and-next-video-countdown.md): every URL form,
// the up-next list and the gallery page with the video marked, the gallery's next page, and the
// bad addresses that must be the 404 page in the reader's language, never a 500.
describe("TV video pages", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let gallery: ArticleJson[];
  let story: ArticleJson;
  const get = (path: string) => harness.app.request(path);
  const html = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const galleryPath = (item: ArticleJson, page: number, index: number) =>
    tvGalleryPath({
      verticalKey: item.verticals[0].key,
      publisherCommonName: item.publisher.common_name,
      videoName: item.name,
      id: item.id,
      page,
      index,
    });

  beforeAll(async () => {
    harness = await createTestApp("pglite");
    const page = (await (
      await get("/api/v3/site/content/tim-tv?site_id=763&page=1&per=10&language=en")
    ).json()) as TvGalleryJson;
    gallery = page.items.map(({ item }) => item);
    [story] = (await (await get("/api/v3/feed?per=1&context=news_stories")).json()) as ArticleJson[];
  });
  afterAll(() => harness.close());

  it("are cached for every reader like the article pages (no personal part in their HTML)", () => {
    expect(routeEntry("tv-video")?.cache).toBe(true);
    expect(routeEntry("tv-post")?.cache).toBe(true);
  });

  it.each([
    ["", "/tv/videos/{id}"],
    ["/es", "/tv/noproxy/{id}"],
    ["/pt", "/tv/videos/news/{id}"],
    ["", "/tv/videos/news/some-publisher/{id}"],
    ["/es", "/tv/videos/news/some-publisher/a-title/{id}"],
  ])("%s%s shows the video, its title and the up-next list", async (prefix, form) => {
    const video = gallery[0];
    const body = await html(`${prefix}${form.replace("{id}", String(video.id))}`);
    expect(body).toContain(`<h1 class="tv-video__title">${video.name}</h1>`);
    expect(body).toMatch(/<video [^>]*data-kind="(mp4|hls)"/);
    // The up-next list: links to other videos, never this one.
    const listed = [...body.matchAll(/data-video-id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(video.id);
  });

  it("writes a captions track per language for a captioned video", async () => {
    const captioned = gallery.find((item) => (item.videos[0]?.captions?.length ?? 0) > 0);
    expect(captioned).toBeDefined();
    const body = await html(`/tv/videos/${captioned?.id}`);
    const tracks = [...body.matchAll(/<track kind="captions" src="([^"]+)" srcLang="(\w+)"/g)];
    expect(tracks.map((match) => match[2])).toEqual(["en", "es", "pt"]);
  });

  it("shows the gallery page in the gallery form, the video marked as playing", async () => {
    const index = 3;
    const body = await html(galleryPath(gallery[index], 1, index));
    expect(body).toContain(`<h1 class="tv-video__title">${gallery[index].name}</h1>`);
    const listed = [...body.matchAll(/data-video-id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(listed).toEqual(gallery.map((item) => item.id));
    expect(body).toMatch(new RegExp(`aria-current="true" data-video-id="${gallery[index].id}"`));
    // Each item links to its own gallery position.
    expect(body).toContain(`/tv/videos/-/${slugify(gallery[index + 1].publisher.common_name)}/`);
    expect(body).toContain(`page=1&amp;index=${index + 1}&amp;gallery=gallery`);
  });

  it("lists the gallery in the reader's language first, as the gallery pages do", async () => {
    const spanish = (
      (await (
        await get("/api/v3/site/content/tim-tv?site_id=763&page=1&per=10&language=es")
      ).json()) as TvGalleryJson
    ).items.map(({ item }) => item);
    const item = spanish[2];
    const body = await html(
      `/es/tv/videos/-/${slugify(item.publisher.common_name)}/${slugify(item.name)}/${item.id}?page=1&index=2&gallery=gallery`,
    );
    const listed = [...body.matchAll(/data-video-id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(listed).toEqual(spanish.map((video) => video.id));
    expect(body).toMatch(new RegExp(`aria-current="true" data-video-id="${item.id}"`));
  });

  it("offers the first video of the next page after a page's last", async () => {
    const last = gallery[gallery.length - 1];
    const body = await html(galleryPath(last, 1, gallery.length - 1));
    // The next video's link travels in the page's data for the countdown.
    // (in the hydration data, where "&" is written \u0026).
    expect(body).toContain("?page=2\\u0026index=0\\u0026gallery=gallery");
  });

  it.each([
    ["an unknown video id", () => "/tv/videos/999999999"],
    ["a story's id", () => `/tv/videos/${story.id}`],
    ["gallery page 0", () => `/tv/videos/${gallery[0].id}?gallery=gallery&page=0&index=0`],
    ["gallery page 10001", () => `/tv/videos/${gallery[0].id}?gallery=gallery&page=10001&index=0`],
    ["an index beyond the page", () => `/tv/videos/${gallery[0].id}?gallery=gallery&page=1&index=10`],
    ["a page past the last", () => `/tv/videos/${gallery[0].id}?gallery=gallery&page=999&index=0`],
    [
      "a malformed category",
      () => `/tv/videos/bad%20key/x/y/${gallery[0].id}?gallery=gallery&page=1&index=0`,
    ],
    ["a malformed slug", () => `/tv/videos/news/Not%20A%20Slug/y/${gallery[0].id}`],
    ["a non-numeric id", () => "/tv/noproxy/abc"],
    ["a NUL in a segment", () => `/tv/videos/news/%00/y/${gallery[0].id}`],
  ])("%s is the 404 page", async (_name, path) => {
    const response = await get(path());
    expect(response.status, path()).toBe(404);
  });

  it("reads a section key it has no videos of as a link from the whole gallery", async () => {
    const body = await html(`/tv/videos/weather/x/y/${gallery[1].id}?gallery=gallery&page=1&index=1`);
    expect(body).toMatch(new RegExp(`aria-current="true" data-video-id="${gallery[1].id}"`));
  });

  it("says so in the reader's language", async () => {
    const response = await get("/es/tv/videos/999999999");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Contenido no encontrado");
  });
});
